// Attack: a helper starts three tasks in a loop but keeps every handle in the same element of
// a local array, then waits for every element: only the last task is waited for.
// UNSAFE: the first two tasks may still read the helper's local after it returns.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/sync/atomic"
)

var total atomic.Int64

func add(arg any) any {
	total.Add(int64(*arg.(*int)))
	return nil
}

func run() {
	x := 5
	var threads [1]conc.Thread
	for range 3 {
		threads[0] = conc.Go(add, &x)
	}
	for _, t := range threads {
		t.Wait()
	}
}

func main() {
	run()
	println(total.Load() >= 10)
}
