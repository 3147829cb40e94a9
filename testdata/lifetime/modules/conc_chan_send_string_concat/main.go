// Attack: ch.Send(a + b) of a concatenation made in a function that then returns.
// UNSAFE: the received string's bytes are send's frame memory.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func send(ch *conc.Chan[string], a, b string) {
	ch.Send(a + ":" + b)
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = 0x47474747
	}
	var y [64]int
	for i := range y {
		y[i] = 0x47474747
	}
	return x[0] + y[0]
}

func main() {
	ch := conc.NewChan[string](mem.System, 1)
	send(&ch, "key", "value")
	clobber()
	var s string
	ch.Recv(&s)
	println(s)
	ch.Free()
}
