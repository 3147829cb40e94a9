// Attack: s := gArr[:] (a local slice of a package-level array), s[0] = &v.
// UNSAFE: gArr[0] keeps &v of f.
package main

var gArr [2]*int

func f() {
	s := gArr[:]
	v := 56
	s[0] = &v
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
	println(*gArr[0])
}
