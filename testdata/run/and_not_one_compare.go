// `(1 &^ x) <= 22855` on a named uint16: C computes `1 & ~x`, which gcc takes for a boolean
// (0 or 1) and warned about comparing it with a constant (-Wbool-compare), so valid Go was an
// internal compiler error (found by the program generator).
package main

type N uint16

func main() {
	var a N = 0
	var b uint8 = 1
	v := !((N(1) &^ a) <= N(22855))
	w := (uint8(1) &^ b) > 3
	println(v, w)
	println((N(1)&^a) == N(2), (uint8(1)&^b) != 7)
}
