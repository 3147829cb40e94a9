// Attack: the store is two helpers down: f calls mid, mid calls set(&g, v).
// UNSAFE: g ends up holding &v of f, read after f returns.
package main

var g *int

func set(dst **int, v *int) { *dst = v }

func mid(v *int) { set(&g, v) }

func f() {
	v := 5
	mid(&v)
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	f()
	clobber()
	println(*g)
}
