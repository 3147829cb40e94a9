// Attack shape: a helper sends ints (and a constant string) on the caller's channel.
// SAFE: values without frame memory.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func send(ch *conc.Chan[int], s *conc.Chan[string], n int) {
	ch.Send(n * 2)
	s.Send("const")
}

func main() {
	ch := conc.NewChan[int](mem.System, 1)
	s := conc.NewChan[string](mem.System, 1)
	send(&ch, &s, 21)
	var x int
	var y string
	ch.Recv(&x)
	s.Recv(&y)
	println(x, y)
	ch.Free()
	s.Free()
}
