// Attack: a method value that stores its argument into the caller's box is handed to a helper
// that calls it with a pointer to the helper's own local.
// UNSAFE: after run returns, the box holds a pointer into run's dead frame.
package main

type Box struct{ v *int }

func (b *Box) Set(v *int) { b.v = v }

func run(f func(*int)) {
	n := 7
	f(&n)
}

func clobber() int {
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return y[0]
}

func main() {
	var b Box
	run(b.Set)
	clobber()
	println(*b.v)
}
