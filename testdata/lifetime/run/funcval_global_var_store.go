// Attack: a package-level func variable holds a storing function; f calls it with &local.
// UNSAFE: g keeps &v of f.
package main

var g *int

func keep(v *int) { g = v }

var sink = keep

func f() {
	v := 29
	sink(&v)
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
