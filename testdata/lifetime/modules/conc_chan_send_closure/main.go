// Attack: ch.Send(func() int { return x }) of a closure over a local, from a function that
// then returns; main receives the closure and calls it.
// UNSAFE: the closure's environment is send's dead frame.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func send(ch *conc.Chan[func() int]) {
	x := 108
	ch.Send(func() int { return x + 1 })
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
	ch := conc.NewChan[func() int](mem.System, 1)
	send(&ch)
	clobber()
	var fn func() int
	ch.Recv(&fn)
	println(fn())
	ch.Free()
}
