// A Once whose f panics counts as done, as in Go: a Do in a deferred call that runs during the
// panic returns at once without calling its f (it would deadlock if the Once's mutex stayed
// locked).
package main

import "solod.dev/so/sync"

var o sync.Once

func main() {
	defer func() {
		o.Do(func() { println("second f: must not run") })
		println("Do after a panicking f returned")
	}()
	o.Do(func() { panic("f panics") })
}
