// Attack: ch.Send(&v) from a function that then returns; main receives and dereferences.
// UNSAFE: the received pointer points into send's dead frame.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func send(ch *conc.Chan[*int]) {
	v := 82
	ch.Send(&v)
}

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
	ch := conc.NewChan[*int](mem.System, 1)
	send(&ch)
	clobber()
	var p *int
	ch.Recv(&p)
	println(*p)
	ch.Free()
}
