// Tests constant arithmetic near the precision limits: integers of several hundred bits,
// floats with huge and tiny exponents, and fractions that get rounded.
package main

const big = 1 << 500
const huge = 1e1000
const tiny = 1e-1000

// A long chain of divisions by 3 makes an exact fraction grow past its exact-size bound.
const third = 1.0 / 3
const t2 = third * third * third * third * third * third * third * third
const t3 = t2 * t2 * t2 * t2 * t2 * t2 * t2 * t2
const t4 = t3 * t3 * t3 * t3 * t3 * t3 * t3 * t3

func main() {
	println(big>>498, (big-1)%7, big/(big>>3))
	println(huge/1e998, huge*tiny, tiny*1e1002)
	var f float64 = t4 * 1e200
	println(f > 0, f < 1e-100)
	var g float64 = third * 3
	println(g == 1)
	const x = (1 << 511) - 1 + (1 << 511)
	println(x>>509, x%10)
}
