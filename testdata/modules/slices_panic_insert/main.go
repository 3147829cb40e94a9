// so/slices.Insert past the end panics with Go's bounds message (after the deferred call runs).
package main

import (
	"solod.dev/so/mem"
	"solod.dev/so/slices"
)

func main() {
	defer println("deferred")
	s := []int{1, 2, 3}
	s = slices.Insert(mem.NoAlloc, s, 3)
	println("at the end is fine:", len(s))
	s = slices.Insert(mem.NoAlloc, s, 5, 9)
	println("unreachable", len(s))
}
