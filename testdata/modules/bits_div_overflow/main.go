// bits_div_overflow: bits.Div64 whose quotient does not fit panics with Go's run-time error
// message (after printing what came before).
package main

import "solod.dev/so/math/bits"

func main() {
	q, r := bits.Div64(1, 0, 2)
	println(q, r)
	q, r = bits.Div64(5, 0, 5)
	println("unreachable", q, r)
}
