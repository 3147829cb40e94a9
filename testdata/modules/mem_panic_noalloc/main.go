// mem.Alloc panics with the allocator's error (here mem.ErrNoAlloc from mem.NoAlloc), after
// the deferred calls run.
package main

import "solod.dev/so/mem"

func main() {
	defer println("deferred")
	p := mem.Alloc[int](mem.NoAlloc)
	println("unreachable", *p)
}
