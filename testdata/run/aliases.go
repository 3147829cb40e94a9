// Tests type aliases: an alias is the same type as its target (no conversion needed),
// shares the target's methods, and aliases of builtin types mix freely with them.
package main

type Temperature float64

func (t Temperature) Fahrenheit() Temperature { return t*9/5 + 32 }

type Temp = Temperature
type Int = int
type Bytes = []byte
type Point struct{ X, Y int }
type P = Point

func sum(xs []int) Int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func main() {
	var a Int = 5
	var b int = a
	b += a
	println(a, b, sum([]int{1, 2, 3})+b)

	var t Temp = 100
	var u Temperature = t
	println(t.Fahrenheit(), u.Fahrenheit(), t == u)

	var bs Bytes = []byte("hi")
	var raw []byte = bs
	raw[0] = 'H'
	println(string(bs), len(raw))

	p := P{1, 2}
	var q Point = p
	q.X = 9
	println(p.X, q.X, P{9, 2} == q)

	var r rune = 'z'
	var i32 int32 = r
	var by byte = 7
	var u8 uint8 = by
	println(i32, u8)
}
