// Tests untyped constants taking the type required by their context, default types of
// untyped constants in := declarations, and typed constants in mixed expressions.
package main

type Celsius float64
type Small int8

func half(f float64) float64 { return f / 2 }
func twice(s Small) Small    { return s * 2 }

func main() {
	a := 1
	b := 1.0
	c := 'x'
	d := "s"
	e := 1 < 2
	println(a/2, b/2, c+1, d+"t", e)
	var f float64 = 3
	var g float32 = 1 << 3
	var h byte = 'A' + 2
	var i uint16 = 1e3
	println(f/2, g/3, h, i)
	println(half(5), twice(100), twice(-64))
	var t Celsius = 36.6
	t += 0.5
	println(t, t*2)
	const k = 200
	var small uint8 = k
	var wide int64 = k * 1000000000000
	println(small, wide)
	var x int = 10
	println(x/3, x/3.0, 10/3.0)
	var ratio = x * 3 / 4
	println(ratio)
	const limit int8 = 100
	var m int8 = limit
	m += limit
	println("int8 100+100 at run time:", m)
	type Meters int
	var dist Meters = 5
	dist = dist * 3
	println(dist, dist > 10, int(dist)+1)
	var r rune = 'a'
	r = r + 'A' - 'a'
	println(r, string(r))
	var yes bool = 3 > 2 && "a" < "b"
	println(yes)
}
