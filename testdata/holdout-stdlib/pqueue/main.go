// Pqueue schedules jobs with a generic binary-heap priority queue over a slice, ordered with
// cmp.Compare (priority, then arrival), and compares the result with slices.SortStableFunc.
package main

import (
	"solod.dev/so/cmp"
	"solod.dev/so/fmt"
	"solod.dev/so/slices"
)

type Heap[T any] struct {
	items []T
	less  func(a, b T) bool
}

func (h *Heap[T]) Len() int { return len(h.items) }

func (h *Heap[T]) Push(v T) {
	h.items = append(h.items, v)
	i := len(h.items) - 1
	for i > 0 {
		parent := (i - 1) / 2
		if !h.less(h.items[i], h.items[parent]) {
			break
		}
		h.items[i], h.items[parent] = h.items[parent], h.items[i]
		i = parent
	}
}

func (h *Heap[T]) Pop() T {
	top := h.items[0]
	last := len(h.items) - 1
	h.items[0] = h.items[last]
	h.items = h.items[:last]
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < len(h.items) && h.less(h.items[l], h.items[m]) {
			m = l
		}
		if r < len(h.items) && h.less(h.items[r], h.items[m]) {
			m = r
		}
		if m == i {
			break
		}
		h.items[i], h.items[m] = h.items[m], h.items[i]
		i = m
	}
	return top
}

type job struct {
	name     string
	priority int
	seq      int
}

func byPriority(a, b job) int {
	return cmp.Or(cmp.Compare(b.priority, a.priority), cmp.Compare(a.seq, b.seq))
}

func main() {
	specs := []struct {
		name string
		prio int
	}{{"backup", 2}, {"email", 5}, {"compile", 8}, {"index", 2}, {"deploy", 9},
		{"lint", 5}, {"report", 1}, {"test", 8}, {"cleanup", 1}, {"alert", 10}}

	h := Heap[job]{items: make([]job, 0, len(specs)), less: func(a, b job) bool { return byPriority(a, b) < 0 }}
	all := make([]job, 0, len(specs))
	for i, s := range specs {
		j := job{s.name, s.prio, i}
		h.Push(j)
		all = append(all, j)
		fmt.Printf("push %-8s p=%2d  heap top=%s\n", s.name, s.prio, h.items[0].name)
	}

	order := make([]string, 0, len(specs))
	for h.Len() > 0 {
		j := h.Pop()
		order = append(order, j.name)
		fmt.Printf("pop  %-8s p=%2d seq=%d left=%d\n", j.name, j.priority, j.seq, h.Len())
	}

	slices.SortStableFunc(all, func(a, b job) int { return cmp.Compare(b.priority, a.priority) })
	same := true
	for i := range all {
		if all[i].name != order[i] {
			same = false
		}
	}
	fmt.Println("matches stable sort:", same)
	fmt.Println(order)

	// A min-heap of ints with the same type.
	ints := Heap[int]{items: make([]int, 0, 16), less: func(a, b int) bool { return a < b }}
	for _, v := range []int{42, 7, 19, 3, 88, 3, 51, -4} {
		ints.Push(v)
	}
	sorted := make([]int, 0, 16)
	for ints.Len() > 0 {
		sorted = append(sorted, ints.Pop())
	}
	fmt.Println(sorted, slices.IsSorted(sorted))
	idx, found := slices.BinarySearch(sorted, 19)
	fmt.Println(idx, found, slices.Max(sorted), slices.Min(sorted))
}
