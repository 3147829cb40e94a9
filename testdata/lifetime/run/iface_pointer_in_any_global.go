// Attack: &local boxed into a package-level `any`.
// UNSAFE: sink holds f's address.
package main

var sink any

func f() {
	v := 61
	sink = &v
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
	println(*sink.(*int))
}
