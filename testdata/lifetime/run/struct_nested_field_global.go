// Attack: a package-level struct with a nested struct field gets &local in the inner field,
// written through a chain of field accesses.
// UNSAFE: cfg.inner.p keeps &v of f.
package main

type Inner struct{ p *int }
type Outer struct {
	inner Inner
	n     int
}

var cfg Outer

func f() {
	v := 72
	in := &cfg.inner
	in.p = &v
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
	println(*cfg.inner.p)
}
