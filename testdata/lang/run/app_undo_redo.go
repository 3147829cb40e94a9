// Tests the command pattern with undo and redo: commands are pointer types implementing an
// interface with Do and Undo, they keep what they need to undo in their own fields, undo and
// redo histories are generic stacks of the interface type, and a text buffer is edited in a
// fixed array.
package main

type Buffer struct {
	data [64]byte
	n    int
}

func (b *Buffer) Bytes() []byte { return b.data[:b.n] }

func (b *Buffer) insert(at int, s string) {
	copy(b.data[at+len(s):], b.data[at:b.n])
	copy(b.data[at:], s)
	b.n += len(s)
}

func (b *Buffer) remove(at, n int) {
	copy(b.data[at:], b.data[at+n:b.n])
	b.n -= n
}

type Command interface {
	Do(b *Buffer)
	Undo(b *Buffer)
	Name() string
}

type Insert struct {
	At   int
	Text string
}

func (c *Insert) Do(b *Buffer)   { b.insert(c.At, c.Text) }
func (c *Insert) Undo(b *Buffer) { b.remove(c.At, len(c.Text)) }
func (c *Insert) Name() string   { return "insert" }

type Delete struct {
	At, N int
	saved [16]byte
}

func (c *Delete) Do(b *Buffer) {
	copy(c.saved[:], b.data[c.At:c.At+c.N])
	b.remove(c.At, c.N)
}
func (c *Delete) Undo(b *Buffer) { b.insert(c.At, string(c.saved[:c.N])) }
func (c *Delete) Name() string   { return "delete" }

type Upper struct {
	At, N int
	was   [16]byte
}

func (c *Upper) Do(b *Buffer) {
	for i := 0; i < c.N; i++ {
		ch := b.data[c.At+i]
		c.was[i] = ch
		if ch >= 'a' && ch <= 'z' {
			b.data[c.At+i] = ch - 32
		}
	}
}
func (c *Upper) Undo(b *Buffer) { copy(b.data[c.At:c.At+c.N], c.was[:c.N]) }
func (c *Upper) Name() string   { return "upper" }

type Stack[T any] struct{ items []T }

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
func (s *Stack[T]) Clear() { s.items = s.items[:0] }

type Editor struct {
	buf        Buffer
	undo, redo Stack[Command]
}

func (e *Editor) Exec(c Command) {
	c.Do(&e.buf)
	e.undo.Push(c)
	e.redo.Clear()
	println(c.Name(), "->", string(e.buf.Bytes()))
}

func (e *Editor) Undo() {
	c, ok := e.undo.Pop()
	if !ok {
		println("nothing to undo")
		return
	}
	c.Undo(&e.buf)
	e.redo.Push(c)
	println("undo", c.Name(), "->", string(e.buf.Bytes()))
}

func (e *Editor) Redo() {
	c, ok := e.redo.Pop()
	if !ok {
		println("nothing to redo")
		return
	}
	c.Do(&e.buf)
	e.undo.Push(c)
	println("redo", c.Name(), "->", string(e.buf.Bytes()))
}

func main() {
	ed := Editor{}
	ed.undo.items = make([]Command, 0, 8)
	ed.redo.items = make([]Command, 0, 8)

	c1 := Insert{0, "hello world"}
	c2 := Upper{At: 0, N: 5}
	c3 := Delete{At: 5, N: 6}
	c4 := Insert{5, ", so"}
	ed.Exec(&c1)
	ed.Exec(&c2)
	ed.Exec(&c3)
	ed.Undo()
	ed.Undo()
	ed.Redo()
	ed.Exec(&c4) // clears the redo history
	ed.Redo()
	ed.Undo()
	ed.Undo()
	ed.Undo()
	ed.Undo()
	ed.Redo()
	println(len(ed.undo.items), len(ed.redo.items), ed.buf.n)
}
