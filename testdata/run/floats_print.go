// Tests the builtin println/print formatting of float32 and float64 values: zero, negative
// zero, small and large magnitudes, integral values, infinities and NaN.
package main

func main() {
	zero := 0.0
	negZero := -zero
	println(zero, negZero, 1.0, -1.0, 1.5, -2.25, 0.1, 1.0/3.0)
	println(1e21, 1e20, 1e-7, 1e-4, 123456789.0, 1234567890123456789.0)
	println(5e-324, 1.7976931348623157e308, 2.2250738585072014e-308)
	println(1/zero, -1/zero, zero/zero)
	var f32 float32 = 0.1
	var g32 float32 = 16777216
	var h32 float32 = 3.4028235e38
	println(f32, g32, h32, float64(f32), f32*3)
	var tiny32 float32 = 1e-45
	println(tiny32, -tiny32)
	print(1.5, 2.5, "\n")
	print("x=", 0.25, " y=", -0.125, "\n")
	var big float64 = 1
	for i := 0; i < 10; i++ {
		big *= 1000
		println(i, big)
	}
	var frac float64 = 1
	for i := 0; i < 5; i++ {
		frac /= 7
		println(i, frac)
	}
}
