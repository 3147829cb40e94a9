// ERROR: 11:11: cannot convert s (variable of type string) to type int; 13:11: cannot convert t (variable of type bool) to type int; 14:9: cannot convert A{…} (value of struct type A) to type B; 15:15: cannot convert "1.5" (untyped string constant) to type float64
// Static error: conversions that Go does not allow (string to int, bool to int, struct to
// struct with different fields, slice to array pointer of wrong element type).
package main

type A struct{ X int }
type B struct{ Y int }

func main() {
	s := "12"
	n := int(s)
	t := true
	m := int(t)
	b := B(A{1})
	f := float64("1.5")
	println(n, m, b.Y, f)
}
