// Attack: a helper takes the Keeper interface from its caller and calls Keep(&local).
// UNSAFE: main's slot keeps &v of use.
package main

type Keeper interface{ Keep(p *int) }

type Slot struct{ p *int }

func (s *Slot) Keep(p *int) { s.p = p }

func use(k Keeper) {
	v := 6
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
	var s Slot
	use(&s)
	clobber()
	println(*s.p)
}
