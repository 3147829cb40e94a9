// Attack shape: a Select send case of an int from a helper.
// SAFE: the value is copied into the channel.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func offer(ch *conc.Chan[int], n int) int {
	return conc.Select(conc.SendCase(ch, n*3), conc.Default())
}

func main() {
	ch := conc.NewChan[int](mem.System, 1)
	i := offer(&ch, 5)
	var x int
	ch.Recv(&x)
	println(i, x)
	ch.Free()
}
