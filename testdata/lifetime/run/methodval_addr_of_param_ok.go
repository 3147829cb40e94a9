// Attack shape: in.Addr() where in is the caller's value passed by pointer.
// SAFE: the returned pointer points into main's in.
package main

type In struct{ v int }

func (in *In) Addr() *int { return &in.v }

func mid(in *In) *int {
	f := in.Addr
	return f()
}

func main() {
	in := In{v: 5}
	p := mid(&in)
	*p = 6
	println(in.v)
}
