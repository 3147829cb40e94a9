// Attack: a swap helper exchanges two pointers: one a global slot, one holding &local.
// UNSAFE: after swap(&g, &p), g holds &v of f.
package main

var g *int
var keep = 1

func swap(a, b **int) { *a, *b = *b, *a }

func f() {
	v := 77
	p := &v
	swap(&g, &p)
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
	g = &keep
	f()
	clobber()
	println(*g)
}
