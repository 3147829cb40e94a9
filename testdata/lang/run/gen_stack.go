// Tests a generic Stack[T] with pointer-receiver methods used with int, string and a struct
// type: Push, Pop with a (T, bool) result giving the zero value when empty, Peek, Len, and a
// generic helper that drains any stack into a buffer; the storage is a slice supplied by the
// caller with enough capacity.
package main

type Stack[T any] struct {
	items []T
}

func NewStack[T any](buf []T) Stack[T] {
	return Stack[T]{items: buf[:0]}
}

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

func (s *Stack[T]) Peek() (T, bool) {
	if len(s.items) == 0 {
		var zero T
		return zero, false
	}
	return s.items[len(s.items)-1], true
}

func (s Stack[T]) Len() int { return len(s.items) }

func Drain[T any](s *Stack[T], out []T) []T {
	for {
		v, ok := s.Pop()
		if !ok {
			return out
		}
		out = append(out, v)
	}
}

type Frame struct {
	fn   string
	line int
}

// balanced checks brackets with a stack of bytes.
func balanced(text string, buf []byte) bool {
	s := NewStack(buf)
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch c {
		case '(', '[', '{':
			s.Push(c)
		case ')', ']', '}':
			top, ok := s.Pop()
			if !ok {
				return false
			}
			if (c == ')' && top != '(') || (c == ']' && top != '[') || (c == '}' && top != '{') {
				return false
			}
		}
	}
	return s.Len() == 0
}

func main() {
	ib := make([]int, 8)
	is := NewStack(ib)
	for i := 1; i <= 5; i++ {
		is.Push(i * i)
	}
	top, _ := is.Peek()
	println(is.Len(), top)
	v, ok := is.Pop()
	println(v, ok, is.Len())

	out := make([]int, 0, 8)
	out = Drain(&is, out)
	for _, x := range out {
		print(x, " ")
	}
	println(is.Len())
	v, ok = is.Pop()
	println(v, ok)

	ss := NewStack(make([]string, 4))
	ss.Push("a")
	ss.Push("b")
	s1, _ := ss.Pop()
	s2, _ := ss.Pop()
	s3, ok := ss.Pop()
	println(s1, s2, s3 == "", ok)

	fs := Stack[Frame]{items: make([]Frame, 0, 3)}
	fs.Push(Frame{"main", 10})
	fs.Push(Frame{"run", 22})
	f, _ := fs.Peek()
	println(f.fn, f.line, fs.Len())
	empty := Stack[Frame]{}
	ef, ok := empty.Pop()
	println(ef.fn == "", ef.line, ok)

	bb := make([]byte, 16)
	for _, t := range []string{"(a[b]{c})", "(]", "((", "", "{[()()]}", ")("} {
		println(t, balanced(t, bb))
	}
}
