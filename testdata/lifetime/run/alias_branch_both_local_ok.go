// Attack shape: q := &a; if c { q = &b }; *q = &v, with a, b and v all locals.
// SAFE: every alias is of the same frame.
package main

func main() {
	var a, b *int
	q := &a
	if len("xy") == 2 {
		q = &b
	}
	v := 52
	*q = &v
	v++
	println(a == nil, *b)
}
