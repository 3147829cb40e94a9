// Tests a generic binary heap Heap[T] ordered by a less function stored as a field (a
// top-level function, or a closure passed down to a helper), used as a priority queue of
// tasks and as a heap sort for ints and strings.
package main

type Heap[T any] struct {
	data []T
	less func(a, b T) bool
}

func (h *Heap[T]) Push(v T) {
	h.data = append(h.data, v)
	i := len(h.data) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !h.less(h.data[i], h.data[p]) {
			break
		}
		h.data[i], h.data[p] = h.data[p], h.data[i]
		i = p
	}
}

func (h *Heap[T]) Pop() T {
	top := h.data[0]
	n := len(h.data) - 1
	h.data[0] = h.data[n]
	h.data = h.data[:n]
	i := 0
	for {
		l, r := 2*i+1, 2*i+2
		m := i
		if l < n && h.less(h.data[l], h.data[m]) {
			m = l
		}
		if r < n && h.less(h.data[r], h.data[m]) {
			m = r
		}
		if m == i {
			break
		}
		h.data[i], h.data[m] = h.data[m], h.data[i]
		i = m
	}
	return top
}

func (h *Heap[T]) Len() int { return len(h.data) }

type Task struct {
	name     string
	priority int
	seq      int
}

func byPriority(a, b Task) bool {
	if a.priority != b.priority {
		return a.priority > b.priority
	}
	return a.seq < b.seq
}

func HeapSort[T any](xs []T, buf []T, less func(a, b T) bool) {
	h := Heap[T]{data: buf[:0], less: less}
	for _, x := range xs {
		h.Push(x)
	}
	for i := range xs {
		xs[i] = h.Pop()
	}
}

func main() {
	q := Heap[Task]{data: make([]Task, 0, 8), less: byPriority}
	tasks := []Task{{"write", 2, 0}, {"test", 5, 1}, {"lint", 1, 2}, {"ship", 5, 3}, {"plan", 3, 4}}
	for _, t := range tasks {
		q.Push(t)
	}
	for q.Len() > 0 {
		t := q.Pop()
		println(t.name, t.priority, t.seq)
	}

	nums := []int{9, 4, 7, 1, 8, 2, 2, 6}
	comparisons := 0
	HeapSort(nums, make([]int, 0, len(nums)), func(a, b int) bool {
		comparisons++
		return a < b
	})
	for _, n := range nums {
		print(n, " ")
	}
	println(comparisons > 0)

	words := []string{"pear", "fig", "banana", "kiwi"}
	HeapSort(words, make([]string, 0, 4), func(a, b string) bool { return len(a) > len(b) || (len(a) == len(b) && a < b) })
	for _, w := range words {
		print(w, " ")
	}
	println()
}
