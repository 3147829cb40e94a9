// Attack: f := in.Addr; return f(): the method returns the address of a field of its pointer
// receiver, and the receiver is a local of mid.
// SAFE: f() refers to what the method value holds (its receiver in), so the lifetime layer
// keeps in on the result stack of mid's caller, as for return in.Addr().
package main

type In struct{ v int }

func (in *In) Addr() *int { return &in.v }

func mid() *int {
	in := In{v: 909}
	f := in.Addr
	return f()
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
