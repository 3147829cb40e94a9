// slices.Grow of a slice that does not start at its array's start (a queue dequeued with
// q = q[1:]) gets a new array, as Go's Grow does, and leaves the old one alone: it used to
// free the interior pointer (glibc's "free(): invalid pointer"). The old slice stays valid
// after a Grow that moved it, and a Tracker shows Grow frees nothing of the caller's.
package main

import (
	"solod.dev/so/mem"
	"solod.dev/so/slices"
)

func main() {
	q := []int{}
	q = slices.Grow(nil, q, 2)
	q = append(q, 1, 2)
	whole := q // the array the queue lives in, which the program frees
	sum, moves := 0, 0
	for i := 3; i < 40; i++ {
		v := q[0]
		sum += v
		q = q[1:]
		g := slices.Grow(nil, q, 1)
		if cap(g) != cap(q) {
			slices.Free(nil, whole)
			whole = g
			moves++
		}
		q = append(g, i)
	}
	println("queue", len(q), q[0], q[len(q)-1], "sum", sum, "moves", moves)
	slices.Free(nil, whole)

	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	s := slices.Make[int](a, 4)
	for i := range s {
		s[i] = i + 1
	}
	tail := s[2:]
	g := slices.Grow(a, tail, 10)
	println("grown", len(g), cap(g) >= 12, g[0], g[1])
	println("old still valid", s[0], s[3], tail[1], "frees", tr.Frees())
	g[0] = 99
	println("separate arrays", s[2], g[0])
	same := slices.Grow(a, g, 1)
	println("room kept", len(same), &same[0] == &g[0])
	slices.Free(a, g)
	slices.Free(a, s)
	println("in use", tr.InUse(), "frees", tr.Frees())
}
