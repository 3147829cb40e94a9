// Attack: the storing method is called through an interface whose dynamic value is a pointer
// to a package-level struct.
// UNSAFE: the Keeper behind k keeps &v of f.
package main

type Keeper interface{ Keep(p *int) }

type Slot struct{ p *int }

func (s *Slot) Keep(p *int) { s.p = p }

var slot Slot
var k Keeper = &slot

func f() {
	v := 5150
	k.Keep(&v)
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
