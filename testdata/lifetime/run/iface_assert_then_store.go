// Attack: a package-level interface holds a pointer to a package-level struct; f asserts it
// back and stores &local into the struct.
// UNSAFE: slot.p keeps &v of f.
package main

type Slot struct{ p *int }

var slot Slot
var anySlot any = &slot

func f() {
	v := 103
	anySlot.(*Slot).p = &v
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
	println(*slot.p)
}
