// Attack: a generic Ref[T] with a value receiver stores through its pointer field; the Ref is
// package-level and points at a package-level variable.
// UNSAFE: target keeps &v of f (through the copy of ref, whose pointer field is &target).
package main

type Ref[T any] struct{ p *T }

func (r Ref[T]) Set(v T) { *r.p = v }

var target *int
var ref = Ref[*int]{p: &target}

func f() {
	v := 105
	ref.Set(&v)
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
	println(*target)
}
