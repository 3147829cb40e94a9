// Attack: the storing function arrives as a parameter: apply(set, &v).
// UNSAFE: g keeps &v of f.
package main

var g *int

func set(v *int) { g = v }

func apply(fn func(*int), p *int) { fn(p) }

func f() {
	v := 23
	apply(set, &v)
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
