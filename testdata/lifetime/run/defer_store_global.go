// Attack: a deferred function stores &local into a global when f returns.
// UNSAFE: g keeps &v of f, whose frame ends right after the deferred call.
package main

var g *int

func f() {
	v := 75
	defer func() { g = &v }()
	v = 76
}

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
	f()
	clobber()
	println(*g)
}
