// Attack: a package-level **int handle points at a package-level cell; a helper stores through
// the handle.
// UNSAFE: cell ends up holding &v of f.
package main

var cell *int
var handle = &cell

func deep(dst **int, v *int) { *dst = v }

func f() {
	v := 404
	deep(handle, &v)
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
	println(*cell)
}
