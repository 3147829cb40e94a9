// Attack: defer set(&g, &v): the deferred call of a storing helper.
// UNSAFE: g keeps &v of f.
package main

var g *int

func set(dst **int, v *int) { *dst = v }

func f() {
	v := 77
	defer set(&g, &v)
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
