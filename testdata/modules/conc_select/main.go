// conc.Select from So: receive and send cases, Default when nothing is ready, a receive from a
// closed channel, nil channels that are never ready, a send case of a value larger than a
// Case holds inline, cases built once and selected repeatedly, and a Select that blocks until
// another thread sends.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/time"
)

type big struct{ vals [12]int }

type later struct {
	ch *conc.Chan[string]
}

func sendLater(arg any) any {
	l := arg.(*later)
	time.Sleep(10 * time.Millisecond)
	l.ch.Send("late")
	return nil
}

func main() {
	a := conc.NewChan[int](mem.System, 1)
	defer a.Free()
	b := conc.NewChan[int](mem.System, 1)
	defer b.Free()
	var x, y int

	println("nothing ready:", conc.Select(conc.RecvCase(&a, &x), conc.RecvCase(&b, &y), conc.Default()))
	b.Send(5)
	println("b ready:", conc.Select(conc.RecvCase(&a, &x), conc.RecvCase(&b, &y), conc.Default()), y)
	println("send to a:", conc.Select(conc.Default(), conc.SendCase(&a, 7)), a.Len())
	println("a full, b empty:", conc.Select(conc.SendCase(&a, 8), conc.RecvCase(&b, &y), conc.Default()))
	println("recv a:", conc.Select(conc.RecvCase(&a, &x), conc.SendCase(&a, 9)), x)

	var none conc.Chan[int]
	println("nil channels:", conc.Select(conc.RecvCase(&none, &x), conc.SendCase(&none, 1), conc.Default()))

	c := conc.NewChan[int](mem.System, 0)
	defer c.Free()
	c.Close()
	x = 42
	println("closed:", conc.Select(conc.RecvCase(&c, &x), conc.RecvCase(&a, nil)), x)

	bc := conc.NewChan[big](mem.System, 1)
	defer bc.Free()
	var v big
	v.vals[11] = 11
	println("big send:", conc.Select(conc.SendCase(&bc, v)))
	var w big
	println("big recv:", conc.Select(conc.RecvCase(&bc, &w)), w.vals[11])

	cases := []conc.Case{conc.SendCase(&b, 3), conc.Default()}
	for i := range 3 {
		println("repeated", i, conc.Select(cases...), b.Len())
	}
	b.Recv(&y)
	println("sent by the repeated case:", y)

	s := conc.NewChan[string](mem.System, 0)
	defer s.Free()
	thr := conc.Go(sendLater, &later{ch: &s})
	var got string
	println("blocking select:", conc.Select(conc.RecvCase(&a, &x), conc.RecvCase(&s, &got)), got)
	thr.Wait()
}
