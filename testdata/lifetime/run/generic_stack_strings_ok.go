// Attack shape: a generic Stack[string] of main gets strings from a helper, but they are
// constants.
// SAFE: string constants are static.
package main

type Stack[T any] struct {
	items [4]T
	n     int
}

func (s *Stack[T]) Push(v T) {
	s.items[s.n] = v
	s.n++
}

func fill(s *Stack[string]) {
	s.Push("alpha")
	s.Push("beta")
}

func main() {
	var s Stack[string]
	fill(&s)
	println(s.n, s.items[0], s.items[1])
}
