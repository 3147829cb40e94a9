// Tests booleans: operators !, &&, || with precedence, comparisons producing bools, named
// boolean types, booleans in arrays and structs, and == / != on booleans.
package main

type Switch bool

func (s Switch) Flip() Switch { return !s }

func xor(a, b bool) bool { return a != b }

func main() {
	t, f := true, false
	println(t && f, t || f, !t, !f, t && !f || f)
	println(f || t && f, (f || t) && f, !(t && f) == (!t || !f))
	println(xor(t, f), xor(t, t), t == t, t != f)
	println(1 < 2, 2 <= 2, 3 > 4, "a" != "b", 1.5 >= 1.5)

	var on Switch = true
	println(on, on.Flip(), on.Flip().Flip(), bool(on) && t)

	table := [4][2]bool{{false, false}, {false, true}, {true, false}, {true, true}}
	for _, row := range table {
		a, b := row[0], row[1]
		println(a, b, "and", a && b, "or", a || b, "xor", xor(a, b), "impl", !a || b)
	}
	type flags struct{ r, w, x bool }
	fl := flags{r: true, x: true}
	println(fl.r, fl.w, fl.x, fl == flags{true, false, true})
	count := 0
	for _, b := range [5]bool{true, false, true, true, false} {
		if b {
			count++
		}
	}
	println(count)
	var zero bool
	println(zero, zero == false)
}
