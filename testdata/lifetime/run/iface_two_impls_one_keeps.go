// Attack: two types implement Take; one keeps its argument in a package-level variable, the
// other only reads it. The helper calls Take(&v) through the interface it was given.
// UNSAFE: with the keeping implementation, kept points into use's dead frame.
package main

type Taker interface{ Take(p *int) int }

type Reader struct{}

func (Reader) Take(p *int) int { return *p }

var kept *int

type Keeper struct{}

func (Keeper) Take(p *int) int {
	kept = p
	return 0
}

func use(t Taker) int {
	v := 99
	return t.Take(&v)
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
	println(use(Reader{}))
	use(Keeper{})
	clobber()
	println(*kept)
}
