// Tests that interface values copy their dynamic value: changing the original variable after
// the assignment does not change what the interface holds, an assertion yields another copy,
// copying one interface to another copies the value, while a pointer stored in an interface
// still aliases its target.
package main

type Vec struct{ X, Y int }

type Mover interface{ Pos() Vec }

func (v Vec) Pos() Vec { return v }

type Cell struct{ v int }

func (c *Cell) Pos() Vec { return Vec{c.v, c.v} }

func main() {
	n := 1
	var a any = n
	n = 5
	println(a.(int), n)

	v := Vec{1, 2}
	var m Mover = v
	v.X = 100
	println(m.Pos().X, m.Pos().Y, v.X)

	got := m.(Vec)
	got.Y = 50
	println(m.Pos().Y, got.Y)

	m2 := m
	v = Vec{7, 8}
	m = v
	println(m.Pos().X, m2.Pos().X)

	arr := [3]int{1, 2, 3}
	var ai any = arr
	arr[0] = 99
	println(ai.([3]int)[0], arr[0])

	s := "before"
	var si any = s
	s = "after"
	println(si.(string), s)

	// Pointers alias.
	c := Cell{3}
	var pm Mover = &c
	c.v = 4
	println(pm.Pos().X)

	// Interfaces in a slice copy too.
	vals := [3]any{}
	k := 10
	for i := range vals {
		vals[i] = k
		k++
	}
	println(vals[0].(int), vals[1].(int), vals[2].(int), k)

	// A struct holding an interface copies the interface (and its value).
	type box struct{ item any }
	b1 := box{item: Vec{1, 1}}
	b2 := b1
	b1.item = Vec{2, 2}
	println(b1.item.(Vec).X, b2.item.(Vec).X)
}
