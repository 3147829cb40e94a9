// Conversions of nil to a type (any(nil), error(nil), (*T)(nil), []T(nil), ...) are typed
// nils, so `v := any(nil)` declares a variable (a bare `v := nil` is an error). Found by the
// peer's lang/variables program.
package main

type shape interface{ area() int }

func main() {
	v := any(nil)
	w := error(nil)
	var i = shape(nil)
	p := (*int)(nil)
	s := []int(nil)
	m := map[string]int(nil)
	f := (func())(nil)
	println(v == nil, w == nil, i == nil, p == nil, s == nil, m == nil, f == nil)
	println(len(s), len(m))
	v, p = p, nil
	println(v == nil, p == nil)
}
