// Attack shape: a helper sends the address of a package-level variable and returns.
// SAFE: package-level memory outlives everything.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

var counter = 90

func send(ch *conc.Chan[*int]) { ch.Send(&counter) }

func main() {
	ch := conc.NewChan[*int](mem.System, 1)
	send(&ch)
	var p *int
	ch.Recv(&p)
	*p += 1
	println(counter)
	ch.Free()
}
