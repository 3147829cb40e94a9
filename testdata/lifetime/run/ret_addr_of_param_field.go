// Attack: return &p.x where p is a struct parameter passed by value, through a wrapper that
// stores it in the caller's memory.
// UNSAFE: *out points into wrap's result memory, gone when wrap returns.
package main

type P struct{ x, y int }

func field(p P) *int { return &p.x }

func wrap(out **int) { *out = field(P{64, 65}) }

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = -1
	}
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return x[0] + y[0]
}

func main() {
	var p *int
	wrap(&p)
	clobber()
	println(*p)
}
