// Tests more constant rules: constants have no negative zero, untyped float constants are exact
// rationals (so 1.0/49*49 == 1 while the same at run time is not), typed float32 constants are
// rounded to float32, rune constants keep their default type in arithmetic, and constant
// expressions far beyond 64 bits fold exactly.
package main

type Ratio float32
type Answer bool

const (
	oneOver49 = 1.0 / 49
	back      = oneOver49 * 49
	tenth     = 0.1
	r         = 'a' * 1000
	huge      = 1 << 500
	neg       = -0.0
	isLess    = 1 < 2
)

const third Ratio = 1.0 / 3
const f32 float32 = tenth

func main() {
	println(back == 1, back)
	x := 1.0
	x /= 49
	x *= 49
	println(x == 1, x)

	z := neg
	println(z, -z, 1/z > 0)

	var f float32 = tenth
	var d float64 = tenth
	println(float64(f) == d, f == f32, float64(f32), third, float64(third))

	println(r, huge>>498, huge/(huge>>1), (huge-1)%7)
	var a Answer = isLess
	println(a, !a)

	const maxU = 1<<64 - 1
	const minI = -1 << 63
	println(uint64(maxU), int64(minI), maxU+minI)
	const precise = 1e-400 * 1e400
	println(precise, 2e308/1e308, 1e-320)
	var small float32 = 1e-46
	println(small)
	const exactHalf = 0.5
	println(int(exactHalf*4), 7/2*2, 7/2.0*2)
}
