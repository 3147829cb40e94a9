// Attack: &local returned through three layers; the outermost layer stores the result in a
// global instead of returning it.
// UNSAFE: g points into c's result memory, which lives in c's frame.
package main

var g *int

func a() *int {
	v := 63
	return &v
}

func b() *int { return a() }

func c() { g = b() }

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = -1
	}
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return x[0] + y[0]
}

func main() {
	c()
	clobber()
	println(*g)
}
