// Send on a closed conc.Chan panics with Go's "send on closed channel" (exit status 2), after
// the values sent before Close were received and the deferred calls ran.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func main() {
	ch := conc.NewChan[int](mem.System, 2)
	defer println("deferred")
	ch.Send(1)
	ch.Close()
	var v int
	ok := ch.Recv(&v)
	println(ok, v)
	ok = ch.Recv(&v)
	println(ok, v)
	ch.Send(2)
	println("unreachable")
}
