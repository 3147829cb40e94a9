// //so:link m links the C math library for <math.h>'s sqrt, cbrt and hypot. The Go bodies
// use Go's math package (an import only they use, which solod leaves to the Go toolchain).
package main

import "math" // for the Go bodies of //so:extern functions

//so:include <math.h>
//so:link m

//so:extern
func sqrt(x float64) float64 { return math.Sqrt(x) }

//so:extern
func cbrt(x float64) float64 { return math.Cbrt(x) }

//so:extern
func hypot(x, y float64) float64 { return math.Hypot(x, y) }

//so:extern M_PI
const pi = 3.14159265358979323846

func main() {
	println(sqrt(2.25), sqrt(144), cbrt(27), cbrt(-8))
	println(hypot(3, 4), hypot(5, 12))
	println(pi > 3.14 && pi < 3.15)
}
