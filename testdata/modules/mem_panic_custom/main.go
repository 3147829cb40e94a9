// mem.AllocSlice panics with the error of an allocator written in So (reached through the
// interface, not the C runtime's direct path), after the deferred calls run.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/mem"
)

// refuser fails every request with its own error.
type refuser struct{ calls int }

var errRefused = errors.New("refuser: no memory today")

func (r *refuser) Alloc(size, align int) (any, error) {
	r.calls++
	return nil, errRefused
}

func (r *refuser) Realloc(ptr any, oldSize, newSize, align int) (any, error) {
	r.calls++
	return nil, errRefused
}

func (r *refuser) Free(ptr any, size, align int) {}

func main() {
	r := &refuser{}
	defer func() { println("deferred after", r.calls, "calls") }()
	if _, err := mem.TryAllocSlice[int](r, 1, 4); err != errRefused {
		println("TryAllocSlice gave another error")
	}
	s := mem.AllocSlice[int](r, 1, 4)
	println("unreachable", len(s))
}
