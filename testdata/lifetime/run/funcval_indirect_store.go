// Attack: the storing function is itself called through a func value: st := set; st(&g, &v).
// UNSAFE: g keeps &v of f.
package main

var g *int

func set(dst **int, v *int) { *dst = v }

func f() {
	v := 17
	st := set
	st(&g, &v)
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
