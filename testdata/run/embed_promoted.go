// Struct embedding: promoted fields and methods through values and pointers, at several
// depths, the shallowest name winning, and an outer method hiding an inner one.
package main

type Base struct {
	ID   int
	name string
}

func (b Base) Describe() string { return b.name }
func (b *Base) Rename(n string) { b.name = n }
func (b Base) Kind() string     { return "base" }

type Mid struct {
	Base
	Level int
}

func (m Mid) Kind() string { return "mid" }

type Top struct {
	*Mid
	ID int // shadows Base.ID
}

type Leaf struct {
	Top
	extra string
}

func main() {
	m := Mid{Base{1, "one"}, 2}
	println(m.ID, m.name, m.Describe(), m.Kind(), m.Base.Kind())
	m.Rename("uno")
	println(m.Describe(), m.Base.name)
	t := Top{&m, 99}
	println(t.ID, t.Mid.ID, t.Level, t.Describe(), t.Kind())
	t.Rename("eins")
	println(m.name, t.name)
	l := Leaf{t, "x"}
	println(l.ID, l.Level, l.Describe(), l.Kind(), l.extra)
	l.Rename("ein")
	println(m.Describe())
	pl := &l
	pl.Level = 7
	println(m.Level, pl.Base.ID)
}
