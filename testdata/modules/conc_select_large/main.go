// conc.SendCase of a value larger than a Case holds inline (over 64 bytes): the case keeps a
// copy of the value made when SendCase is called, and can be selected any number of times, as
// in Go: built once and selected in a loop, in a slice of cases, rebuilt each iteration, made
// with explicit type arguments and with a spread call's results.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

type big struct {
	id   int
	vals [15]int
}

func mk(id int) big {
	var b big
	b.id = id
	for i := range b.vals {
		b.vals[i] = id*100 + i
	}
	return b
}

func sum(b big) int {
	s := b.id
	for _, v := range b.vals {
		s += v
	}
	return s
}

func pair(ch *conc.Chan[big], id int) (*conc.Chan[big], big) { return ch, mk(id) }

func drain(ch *conc.Chan[big]) {
	var got big
	for ch.Len() > 0 {
		ch.Recv(&got)
		println("  received", got.id, sum(got))
	}
}

func main() {
	ch := conc.NewChan[big](mem.System, 4)
	defer ch.Free()
	small := conc.NewChan[int](mem.System, 1)
	defer small.Free()

	v := mk(1)
	c := conc.SendCase(&ch, v)
	v.id = 99 // the case holds the value as it was when the case was made
	for i := range 3 {
		println("same case", i, conc.Select(c, conc.Default()))
	}
	drain(&ch)

	var x int
	cases := []conc.Case{conc.SendCase(&ch, mk(2)), conc.RecvCase(&small, &x)}
	for i := range 4 {
		println("with a receive case", i, conc.Select(cases...))
	}
	drain(&ch)

	for i := range 3 {
		k := conc.Select(conc.SendCase[big](&ch, mk(10+i)), conc.Default())
		println("rebuilt", i, k)
	}
	println("spread:", conc.Select(conc.SendCase(pair(&ch, 20))))
	drain(&ch)

	ch.Close()
	println("on a closed channel:")
	conc.Select(c)
}
