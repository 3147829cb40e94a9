// Attack: a Select send case of &v from a function that then returns.
// UNSAFE: the pointer received by main points into offer's dead frame.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func offer(ch *conc.Chan[*int]) int {
	v := 83
	return conc.Select(conc.SendCase(ch, &v), conc.Default())
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
	i := offer(&ch)
	clobber()
	var p *int
	ch.Recv(&p)
	println(i, *p)
	ch.Free()
}
