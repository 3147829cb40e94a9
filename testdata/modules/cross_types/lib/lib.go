// Package lib is used by main with main's own types.
package lib

// Stringer is the usual interface.
type Stringer interface {
	String() string
}

// Named is embedded by main's types.
type Named struct {
	Label string
}

// Title is promoted to the embedding type.
func (n Named) Title() string { return n.Label }

// Each calls f for every element.
func Each(xs []int, f func(int)) {
	for _, x := range xs {
		f(x)
	}
}

// Apply calls f once.
func Apply(x int, f func(int) int) int { return f(x) }

// Counter counts calls of Inc.
type Counter struct{ N int }

// Inc counts.
func (c *Counter) Inc() { c.N++ }

// Ordered values compare with <.
type Ordered interface {
	~int | ~string
}

// Max of two ordered values.
func Max[T Ordered](a, b T) T {
	if a < b {
		return b
	}
	return a
}

// Map writes f of each element of in to out.
func Map[T, U any](in []T, out []U, f func(T) U) {
	for i, x := range in {
		out[i] = f(x)
	}
}

// Stack is a stack in memory the caller provides.
type Stack[T any] struct {
	items []T
}

// NewStack makes a stack that uses buf's capacity.
func NewStack[T any](buf []T) Stack[T] { return Stack[T]{items: buf} }

// Push adds an element.
func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

// Pop removes the top element.
func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

// Len is the number of elements.
func (s *Stack[T]) Len() int { return len(s.items) }
