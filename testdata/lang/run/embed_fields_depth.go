// Tests promoted fields through embedded values and embedded pointers at depths one to three:
// reading and writing through the promotion, through a pointer to the outer struct, the
// explicit path naming the embedded type, and composite literals of embedding structs.
package main

type Base struct {
	ID   int
	Tags [2]string
}

type Meta struct {
	Base
	Version int
}

type Doc struct {
	*Meta
	Title string
}

type Archive struct {
	Doc
	Shelf int
}

func bump(d *Doc) {
	d.Version++ // through *Meta
	d.ID += 10  // depth 2 through *Meta then Base
}

func main() {
	m := Meta{Base: Base{ID: 1, Tags: [2]string{"a", "b"}}, Version: 3}
	d := Doc{Meta: &m, Title: "t"}
	a := Archive{Doc: d, Shelf: 9}

	println(a.ID, a.Version, a.Title, a.Shelf, a.Tags[1])
	println(a.Doc.Meta.Base.ID, a.Meta.ID, a.Doc.ID)

	a.ID = 5 // writes through the shared *Meta
	println(m.ID, d.ID, a.ID)

	bump(&a.Doc)
	println(m.Version, m.ID, d.Version)

	a.Tags[0] = "z"
	println(m.Tags[0], a.Doc.Tags[0])

	// Value embedding copies; pointer embedding shares.
	m2 := m
	m2.ID = 77
	println(m.ID, m2.ID)
	a2 := a
	a2.Shelf = 1
	a2.Title = "copy"
	a2.Version = 100
	println(a.Shelf, a.Title, a.Version, a2.Shelf, a2.Title)

	pa := &a
	pa.Shelf = 4
	pa.Base.ID = 6
	println(a.Shelf, m.ID)

	// Depth 3 through value embedding only.
	type L3 struct{ Deep int }
	type L2 struct{ L3 }
	type L1 struct{ L2 }
	type L0 struct{ L1 }
	var z L0
	z.Deep = 42
	p := &z.L1
	p.Deep++
	println(z.Deep, z.L1.L2.L3.Deep)
}
