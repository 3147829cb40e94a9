// Attack shape: main sends &v of its own local to a task that reads it; main waits.
// SAFE: main's frame outlives the task.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

type pipe struct {
	ch  conc.Chan[*int]
	sum int
}

func reader(arg any) any {
	p := arg.(*pipe)
	var v *int
	for p.ch.Recv(&v) {
		p.sum += *v
	}
	return nil
}

func main() {
	p := pipe{ch: conc.NewChan[*int](mem.System, 0)}
	t := conc.Go(reader, &p)
	a, b := 3, 4
	p.ch.Send(&a)
	p.ch.Send(&b)
	p.ch.Close()
	t.Wait()
	println(p.sum)
	p.ch.Free()
}
