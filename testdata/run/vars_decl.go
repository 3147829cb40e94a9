// Tests variable declarations in every form (package level and local, grouped, with and
// without types and initializers, multiple names), zero values of every basic and
// composite type, and the blank identifier.
package main

var counter int
var greeting = "hi"
var x, y = 1, 2.5
var (
	flag    bool
	ratio   float32
	letters [3]byte
	origin  struct{ X, Y int }
	name    string = "pkg"
)

type Box struct {
	Width, Height int
	Label         string
	Open          bool
	Scale         float64
}

func bump() int {
	counter++
	return counter
}

func pair() (int, string) { return 7, "seven" }

func main() {
	println(counter, greeting, x, y, flag, ratio, letters[0], origin.X, name)
	bump()
	bump()
	println("counter:", counter)

	var i8 int8
	var u64 uint64
	var f float64
	var s string
	var b bool
	var r rune
	var p *int
	var sl []int
	var arr [2]string
	var box Box
	var fn func(int) int
	println(i8, u64, f, s == "", len(s), b, r, p == nil, sl == nil, len(sl), cap(sl))
	println(arr[0] == "", arr[1] == "", box.Width, box.Label == "", box.Open, box.Scale, fn == nil)

	var a, b2, c int = 1, 2, 3
	var d, e = "d", 4.5
	var (
		g = a + b2
		h string
	)
	println(a, b2, c, d, e, g, h == "")

	_, word := pair()
	num, _ := pair()
	_ = bump()
	var _ = 10
	println(word, num, counter)

	var z = y * 2
	// A package-level string is only given constants here: a concatenation lives in the
	// frame that computes it (language.md section 3), so it stays in a local.
	greeting = "hello"
	local := greeting + "!"
	println(z, greeting, local)
}
