// Tests float arithmetic: float32 rounding versus float64, division by zero giving
// infinities, NaN comparisons, and conversions between float widths.
package main

func isNaN(f float64) bool { return f != f }

func main() {
	var a32, b32 float32 = 0.1, 0.2
	var a64, b64 float64 = 0.1, 0.2
	println("f32 0.1+0.2:", a32+b32, "==0.3:", a32+b32 == 0.3)
	println("f64 0.1+0.2:", a64+b64, "==0.3:", a64+b64 == 0.3)

	var z float64
	inf := 1 / z
	ninf := -1 / z
	nan := z / z
	println("inf:", inf, ninf, "inf-inf:", inf-inf, "inf*0:", inf*0)
	println("nan==nan:", nan == nan, "nan!=nan:", nan != nan, "nan<1:", nan < 1, "isNaN:", isNaN(nan), isNaN(inf))
	println("inf>maxfloat:", inf > 1.7976931348623157e308, "-inf<0:", ninf < 0)

	var x float64 = 1e308
	println("overflow to inf:", x*10, "underflow:", 1e-308/1e100)
	var y float32 = 1e38
	println("f32 overflow:", y*10, "f32 from f64:", float32(1e39*z+1e30))

	sum := 0.0
	for i := 1; i <= 10; i++ {
		sum += 1.0 / float64(i)
	}
	println("harmonic(10):", sum)

	var s32 float32
	for i := 0; i < 1000; i++ {
		s32 += 0.001
	}
	println("f32 sum of 0.001 x1000:", s32)

	seven := 7.5
	println("neg div:", -seven/2, "mod-like:", seven-2*float64(int(seven/2)))
	c := 2.0
	c *= c
	c /= 3
	c -= 1
	println("ops:", c, -c, +c)
	println("compare:", 1.5 < 2.5, 2.0 >= 2, float32(0.1) == 0.1, float64(float32(0.1)) == 0.1)
}
