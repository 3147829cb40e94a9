// Attack: copy into a package-level slice of pointers.
// UNSAFE: slots[0] gets &v of f.
package main

var backing [2]*int
var slots = backing[:]

func f() {
	v := 46
	copy(slots, []*int{&v})
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
	println(*slots[0])
}
