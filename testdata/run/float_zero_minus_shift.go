// Regression (found by the program generator): `float32(0) - float32(a>>32)` with a >= 0 printed
// -0: gcc turned 0.0f minus the converted shift result into a negation. (The count is a
// variable here: go vet rejects a constant count past the width.)
package main

func main() {
	var a int16 = 151
	var n uint = 32
	var v float32 = float32(0) - float32(a>>n)
	println(v)
	var b int64 = 7
	println(float64(0) - float64(b>>63))
}
