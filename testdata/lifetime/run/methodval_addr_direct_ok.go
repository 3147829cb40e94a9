// Attack shape: return in.Addr() where in is a local: the method returns a pointer into its
// receiver.
// SAFE: the pointer reaches mid's result, so in lives in the caller's frame (the result stack),
// as for return &in.v.
package main

type In struct{ v int }

func (in *In) Addr() *int { return &in.v }

func mid() *int {
	in := In{v: 919}
	return in.Addr()
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
	p := mid()
	clobber()
	println(*p)
}
