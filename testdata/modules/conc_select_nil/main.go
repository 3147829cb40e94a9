// A case on a nil channel is never ready, as in Go: Select waits for the other cases, and a
// Select whose only ready case is a default takes it.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func later(arg any) any {
	c := arg.(*conc.Chan[int])
	c.Send(7)
	c.Send(8)
	return nil
}

func main() {
	c := conc.NewChan[int](mem.System, 0)
	defer c.Free()
	t := conc.Go(later, &c)
	var none *conc.Chan[int]
	var v int
	// The nil receive and the nil send are never chosen, however often Select runs.
	for range 2 {
		n := conc.Select(conc.RecvCase(none, nil), conc.SendCase(none, 1), conc.RecvCase(&c, &v))
		println("case", n, "value", v)
	}
	t.Wait()
	n := conc.Select(conc.RecvCase(none, &v), conc.Default())
	println("with default:", n)
}
