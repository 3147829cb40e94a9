// Results that cannot point into a local are not escapes: a string result of a method on a
// local (strings point only at string bytes), an error result when no pointer into the local
// implements error, an int result of a generic method, and a closure argument of a type without
// pointers stored in the enclosing function's variables.
package main

type Parser struct {
	src string
	pos int
}

type SyntaxError struct{ Pos int }

func (e SyntaxError) Error() string { return "syntax error" }

func (p *Parser) word() string {
	start := p.pos
	for p.pos < len(p.src) && p.src[p.pos] != ' ' {
		p.pos++
	}
	return p.src[start:p.pos]
}

func (p *Parser) expect(c byte) error {
	if p.pos >= len(p.src) || p.src[p.pos] != c {
		return SyntaxError{p.pos}
	}
	p.pos++
	return nil
}

func firstWord(s string) (string, error) {
	p := Parser{src: s}
	w := p.word()
	return w, p.expect(' ')
}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() T {
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v
}

func reverse[T any](xs []T, buf []T) {
	s := Stack[T]{items: buf[:0]}
	for _, x := range xs {
		s.Push(x)
	}
	for i := range xs {
		xs[i] = s.Pop()
	}
}

func each(xs []int, f func(int)) {
	for _, x := range xs {
		f(x)
	}
}

func collect(xs []int, out []int) []int {
	each(xs, func(v int) { out = append(out, v*v) })
	return out
}

func main() {
	w, err := firstWord("hello world")
	println(w, err == nil)
	w, err = firstWord("single")
	println(w, err.Error())
	xs := []string{"a", "b", "c"}
	reverse(xs, make([]string, 0, 3))
	println(xs[0], xs[1], xs[2])
	ns := []int{1, 2, 3}
	reverse(ns, make([]int, 0, 3))
	println(ns[0], ns[1], ns[2])
	sq := collect([]int{1, 2, 3}, make([]int, 0, 3))
	println(len(sq), sq[0], sq[2])
}
