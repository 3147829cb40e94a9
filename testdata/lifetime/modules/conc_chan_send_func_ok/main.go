// Attack shape: a helper sends a top-level function on the caller's channel.
// SAFE: a top-level function has no environment.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func answer() int { return 42 }

func send(ch *conc.Chan[func() int]) { ch.Send(answer) }

func main() {
	ch := conc.NewChan[func() int](mem.System, 1)
	send(&ch)
	var fn func() int
	ch.Recv(&fn)
	println(fn())
	ch.Free()
}
