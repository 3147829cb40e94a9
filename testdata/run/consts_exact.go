// Tests exact arbitrary-precision constant arithmetic: huge intermediate values, exact
// rational division for untyped floats, typed constants, and constant conversions.
package main

const (
	Big    = 1 << 100
	Bigger = Big * Big
	Back   = Bigger >> 190
	Third  = 1.0 / 3
	Exact  = Third * 3
	Huge   = 1e300 * 1e300
	Norm   = Huge / 1e500
	Mixed  = 'a' + 1
	Str    = "con" + "cat"
	StrLen = len(Str)
)

const typed int32 = 1 << 20
const ratio float32 = 1.0 / 3.0
const precise = 0.1 + 0.2

func main() {
	println("Back:", Back, "Big>>90:", Big>>90, "Bigger%7:", Bigger%7)
	println("Exact==1:", Exact == 1, "Third:", Third)
	println("Norm:", Norm, "Huge/Huge:", Huge/Huge)
	println("Mixed:", Mixed, "string(Mixed):", string(rune(Mixed)))
	println("Str:", Str, StrLen)
	println("typed:", typed, typed*2, "ratio:", ratio)
	println("0.1+0.2==0.3 (constants):", precise == 0.3)
	var v = 0.1
	println("0.1+0.2==0.3 (variables):", v+0.2 == 0.3)
	const m = 7 / 2
	const f = 7 / 2.0
	const g = 7.0 / 2
	println("7/2:", m, "7/2.0:", f, g)
	const neg = -7 / 2
	const rem = -7 % 3
	println("-7/2:", neg, "-7%3:", rem)
	const maxU64 = 1<<64 - 1
	var u uint64 = maxU64
	println("maxU64:", u, "maxU64/3:", uint64(maxU64/3))
	const minI64 = -1 << 63
	var i int64 = minI64
	println("minI64:", i)
	const shifted = (Big + 1) >> 100
	println("shifted:", shifted)
	var x float32 = 1 << 24
	var y float64 = Big
	println("x:", x, "y:", y)
	const c complexish = 3
	println("typedconst:", c+1)
	const bits = ^0
	const ubits = ^uint8(0)
	println("^0:", bits, "^uint8(0):", ubits)
	const div = Big / 3 * 3
	println("Big - div:", Big-div)
	println("exact float:", 1e-1000*1e1000, 123456789012345678901234567890/1e29)
}

type complexish int
