// Attack: a helper stores its second argument through its first, and the caller passes the
// address of a package-level pointer: set(&g, &v).
// UNSAFE: g keeps the address of f's local v; main reads *g after f's frame has ended.
package main

var g *int

func set(dst **int, v *int) { *dst = v }

func f() {
	v := 42
	set(&g, &v)
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
