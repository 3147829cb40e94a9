// Attack: a method on a named slice type stores its argument into the slice's element; the
// receiver is a package-level value of that type.
// UNSAFE: slots[0] keeps &v of f.
package main

type Ptrs []*int

func (p Ptrs) Set(i int, v *int) { p[i] = v }

var backing [2]*int
var slots = Ptrs(backing[:])

func f() {
	v := 96
	slots.Set(0, &v)
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
