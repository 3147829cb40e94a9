// Attack: a helper writes &local into an element of a slice parameter whose memory is a
// package-level array.
// UNSAFE: slots[0] keeps f's v.
package main

var backing [3]*int
var slots = backing[:]

func place(s []*int, p *int) { s[0] = p }

func f() {
	v := 31
	place(slots, &v)
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
