// Attack: a closure captures a package-level-bound pointer variable p of the caller and assigns
// &local of its own frame into *p.
// UNSAFE: the literal stores its local's address into g.
package main

var g *int

func run(fn func()) { fn() }

func f() {
	pp := &g
	run(func() {
		v := 9
		*pp = &v
	})
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
