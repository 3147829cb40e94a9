// Tests generic functions and methods that return what they make: Map and Filter over slices,
// a generic stack whose Pop result and String method build values, recursion that returns
// through several frames, and package-level variables and init functions that keep returned
// values for the whole run.
package main

func Map[T, U any](s []T, f func(T) U) []U {
	out := make([]U, len(s))
	for i, v := range s {
		out[i] = f(v)
	}
	return out
}

func Filter[T any](s []T, keep func(T) bool) []T {
	out := make([]T, 0, len(s))
	for _, v := range s {
		if keep(v) {
			out = append(out, v)
		}
	}
	return out
}

type Stack[T any] struct{ items []T }

func NewStack[T any](capacity int) *Stack[T] {
	return &Stack[T]{items: make([]T, 0, capacity)}
}

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Describe(f func(T) string) string {
	out := "["
	for i, v := range s.items {
		if i > 0 {
			out += " "
		}
		out += f(v)
	}
	return out + "]"
}

func digit(n int) string { return string(rune('0' + n%10)) }

func double(n int) int { return 2 * n }

func odd(n int) bool { return n%2 == 1 }

// binary spells n in base 2, one frame per digit.
func binary(n int) string {
	if n < 2 {
		return digit(n)
	}
	return binary(n/2) + digit(n%2)
}

var greeting = "hello, " + binary(5)

var table []string

func init() {
	table = Map([]int{1, 2, 3}, digit)
}

func main() {
	xs := []int{1, 2, 3, 4, 5}
	ds := Map(xs, double)
	println(len(ds), ds[0], ds[4])
	os := Filter(xs, odd)
	println(len(os), os[2])
	names := Map(xs, digit)
	println(names[0] + names[4])
	st := NewStack[int](4)
	st.Push(3)
	st.Push(14)
	println(st.Describe(digit))
	println(binary(10), binary(255))
	println(greeting, table[0], table[2])
}
