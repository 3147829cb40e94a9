// ERROR: 6:16: array index 9223372036854775807 out of bounds [0:0]
// The largest int64 as an index of a [...]T literal: out of bounds, no overflow in the compiler.
package main

func main() {
	a := [...]int{9223372036854775807: 1}
	println(len(a))
}
