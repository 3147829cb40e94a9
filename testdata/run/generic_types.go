// Generic types with methods: a stack, a ring buffer of fixed size, a linked list through
// pointers, nested generic types, and methods of instances satisfying interfaces.
package main

type Stack[T any] struct {
	items []T
}

func NewStack[T any](buf []T) Stack[T] { return Stack[T]{items: buf[:0]} }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *Stack[T]) Len() int { return len(s.items) }
func (s *Stack[T]) Peek() T  { return s.items[len(s.items)-1] }
func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

type Ring[T any] struct {
	buf        [4]T
	head, size int
}

func (r *Ring[T]) Put(v T) {
	r.buf[(r.head+r.size)%len(r.buf)] = v
	if r.size < len(r.buf) {
		r.size++
	} else {
		r.head = (r.head + 1) % len(r.buf)
	}
}

func (r Ring[T]) At(i int) T { return r.buf[(r.head+i)%len(r.buf)] }

type Node[T any] struct {
	val  T
	next *Node[T]
}

type List[T any] struct {
	head *Node[T]
	n    int
}

func (l *List[T]) Prepend(n *Node[T]) {
	n.next = l.head
	l.head = n
	l.n++
}

func (l List[T]) Each(visit func(T)) {
	for p := l.head; p != nil; p = p.next {
		visit(p.val)
	}
}

type Sizer interface{ Len() int }

type Tree[K comparable] struct {
	keys Stack[K]
}

func show(s string) { print(s, " ") }

func main() {
	buf := make([]string, 0, 8)
	s := NewStack(buf)
	s.Push("a")
	s.Push("b")
	println(s.Len(), s.Peek())
	v, ok := s.Pop()
	println(v, ok)
	var sz Sizer = &s
	println(sz.Len())
	var r Ring[int]
	for i := 1; i <= 6; i++ {
		r.Put(i * i)
	}
	println(r.size, r.At(0), r.At(3))
	var l List[string]
	n1, n2, n3 := Node[string]{val: "z"}, Node[string]{val: "y"}, Node[string]{val: "x"}
	l.Prepend(&n1)
	l.Prepend(&n2)
	l.Prepend(&n3)
	l.Each(show)
	println(l.n)
	keys := make([]int, 0, 2)
	t := Tree[int]{keys: Stack[int]{items: keys}}
	t.keys.Push(5)
	println(t.keys.Peek())
}
