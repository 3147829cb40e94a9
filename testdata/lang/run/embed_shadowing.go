// Tests Go's selector rules for embedding: the shallowest field or method wins, an outer
// method overrides a promoted one (and can call it explicitly), two embedded types with the
// same name at the same depth are fine as long as that name is not used, and a shallower
// declaration resolves what would otherwise be ambiguous.
package main

type A struct{ X, Only int }

func (A) Hello() string { return "A.Hello" }
func (A) Who() string   { return "A" }

type B struct{ X int }

func (B) Hello() string { return "B.Hello" }
func (B) Who() string   { return "B" }

// AB embeds A and B: X, Hello and Who are ambiguous at depth 1, unless declared here.
type AB struct {
	A
	B
	X int
}

func (ab AB) Hello() string { return "AB.Hello" }

type Inner struct{ Name string }

func (Inner) Kind() string { return "inner" }

type Middle struct {
	Inner
	Name string // shadows Inner.Name
}

type Outer struct {
	Middle
}

func (Outer) Kind() string { return "outer" }

func main() {
	ab := AB{A{1, 2}, B{3}, 4}
	println(ab.X, ab.A.X, ab.B.X, ab.Only)
	println(ab.Hello(), ab.A.Hello(), ab.B.Hello())
	println(ab.A.Who(), ab.B.Who())

	o := Outer{Middle{Inner{"in"}, "mid"}}
	println(o.Name, o.Inner.Name, o.Middle.Inner.Name)
	println(o.Kind(), o.Middle.Kind(), o.Inner.Kind())
	o.Name = "changed"
	println(o.Middle.Name, o.Inner.Name)

	type Kinder interface{ Kind() string }
	things := []Kinder{o, o.Middle, o.Inner}
	for _, k := range things {
		println(k.Kind())
	}
}
