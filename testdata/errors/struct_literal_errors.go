// ERROR: 9:13: too few values in struct literal of type P; 10:9: unknown field W in struct literal of type P; 11:15: mixture of field:value and value elements in struct literal; 12:15: duplicate field name X in struct literal
// Static error: struct literals with too few values, unknown fields, mixed keyed and
// positional elements, and a duplicate field.
package main

type P struct{ X, Y, Z int }

func main() {
	a := P{1, 2}
	b := P{W: 1}
	c := P{X: 1, 2}
	d := P{X: 1, X: 2}
	println(a.X, b.X, c.X, d.X)
}
