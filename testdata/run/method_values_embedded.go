// Method values of promoted methods: through an embedded struct value and an embedded pointer,
// with value and pointer receivers, at two levels of embedding.
package main

type base struct{ id int }

func (b base) ID() int       { return b.id }
func (b *base) SetID(v int)  { b.id = v }
func (b *base) Bump() string { b.id++; return "bumped" }

type mid struct {
	base
	tag string
}

type top struct {
	*mid
	level int
}

func main() {
	m := mid{base{1}, "m"}
	// id holds a copy of m.base made now; set holds &m.base.
	id := m.ID
	set := m.SetID
	set(7)
	println(id(), m.id, m.ID())

	t := top{&m, 2}
	// tid holds a copy of t.mid.base made now.
	tid := t.ID
	tset := t.SetID
	bump := t.Bump
	tset(20)
	println(tid(), m.id)
	println(bump(), m.id, t.ID())

	ms := [2]mid{{base{1}, "a"}, {base{2}, "b"}}
	var fs [2]func(int)
	for i := range ms {
		fs[i] = ms[i].SetID
	}
	fs[0](100)
	fs[1](200)
	println(ms[0].id, ms[1].id)
}
