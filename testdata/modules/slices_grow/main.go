// so/slices growth through allocators from So: Append and Extend growing a slice through a
// Tracker (counting allocations, everything freed at the end), Append within capacity with
// mem.NoAlloc, Make, MakeCap, Clone, Grow, Insert and Replace (in place, growing, and with
// values taken from the slice's own array), Delete, DeleteFunc, Compact, CompactFunc, Concat,
// Repeat, and an Arena as the allocator.
package main

import (
	"solod.dev/so/mem"
	"solod.dev/so/slices"
)

type point struct{ x, y int }

func show(label string, s []int) {
	print(label, ":")
	for _, v := range s {
		print(" ", v)
	}
	println(" (len", len(s), ")")
}

func main() {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()

	var squares []int
	for i := 0; i < 100; i++ {
		squares = slices.Append(a, squares, i*i)
	}
	println("squares", len(squares), squares[99], "allocs", tr.Allocs(), "cap >= len", cap(squares) >= 100)

	pts := slices.MakeCap[point](a, 0, 1)
	pts = slices.Append(a, pts, point{1, 2}, point{3, 4}, point{5, 6})
	pts = slices.Extend(a, pts, pts)
	println("points", len(pts), pts[3].x, pts[5].y)

	s := slices.Make[int](a, 5)
	for i := range s {
		s[i] = i * 10
	}
	s = slices.Insert(a, s, 2, -1, -2)
	show("insert grow", s)
	s = slices.Insert(a, s, 0, s[5:7]...)
	show("insert own", s)
	s = slices.Replace(a, s, 1, 4, 7)
	show("replace shrink", s)
	s = slices.Replace(a, s, 0, 1, s[2:6]...)
	show("replace own", s)
	s = slices.Delete(s, 1, 3)
	show("delete", s)
	s = slices.DeleteFunc(s, func(v int) bool { return v < 0 })
	show("delete neg", s)
	// Go's Grow: s is copied and left to its owner.
	g := slices.Grow(a, s, 50)
	println("grow", len(g), cap(g) >= len(g)+50)
	slices.Free(a, s)
	s = g

	runs := slices.Clone(a, []int{1, 1, 2, 3, 3, 3, 1, 4, 4})
	runs = slices.Compact(runs)
	show("compact", runs)
	near := slices.CompactFunc(slices.Clone(a, []int{10, 11, 12, 20, 22, 23, 40}), func(x, y int) bool {
		return y-x < 2 && x-y < 2
	})
	show("compact near", near)

	all := slices.Concat(a, []int{1, 2}, nil, []int{3}, runs)
	show("concat", all)
	rep := slices.Repeat(a, []int{7, 8}, 3)
	show("repeat", rep)

	buf := make([]int, 0, 8)
	buf = slices.Append(mem.NoAlloc, buf, 1, 2, 3)
	buf = slices.Insert(mem.NoAlloc, buf, 1, 9, 9)
	show("no alloc", buf)

	for _, f := range [][]int{squares, s, runs, near, all, rep} {
		slices.Free(a, f)
	}
	slices.Free(a, pts)
	println("in use", tr.InUse(), "frees", tr.Frees())

	arenaBuf := make([]byte, 4096)
	arena := mem.NewArena(arenaBuf)
	aa := arena.Allocator()
	var words []string
	for _, w := range []string{"alpha", "beta", "gamma", "delta", "epsilon"} {
		words = slices.Append(aa, words, w)
	}
	println(len(words), words[0], words[4], arena.Used() > 0)
}
