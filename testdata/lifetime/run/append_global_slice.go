// Attack: append &local onto a package-level slice with spare capacity.
// UNSAFE: list[0] keeps &v of f.
package main

var store [4]*int
var list = store[:0]

func f() {
	v := 49
	list = append(list, &v)
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
	println(len(list), *list[0])
}
