// REJECT: c tag [not a c identifier|several fields]
// The c:"name" tag gives a field its C name: it must be a C identifier, for one field.
package main

type T struct {
	A    int `c:"9a"`
	B, C int `c:"bc"`
	D    int `json:"d" c:"d_ok"`
}

func main() {
	t := T{A: 1, B: 2, C: 3, D: 4}
	println(t.A + t.B + t.C + t.D)
}
