// producer on its own thread, consumer on main, through a buffered channel
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

type producer struct {
	ch *conc.Chan[int]
	n  int
}

func produce(arg any) any {
	p := arg.(*producer)
	for i := range p.n {
		p.ch.Send(i)
	}
	p.ch.Close()
	return nil
}

func main() {
	ch := conc.NewChan[int](mem.System, 2)
	defer ch.Free()
	thr := conc.Go(produce, &producer{ch: &ch, n: 5})
	defer thr.Wait()
	var v int
	for ch.Recv(&v) {
		println("received", v)
	}
}
