// A package-level variable initialized with a copy of another's sync.Mutex (go vet's
// copylocks): the package initializer's assignment copies the lock.
package main

import "solod.dev/so/sync"

var g sync.Mutex
var h = g

func main() {
	h.Lock()
	h.Unlock()
}
