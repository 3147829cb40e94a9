// Attack: ch.Send([]int{...}) from a function that then returns.
// UNSAFE: the received slice's array is send's frame memory.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func send(ch *conc.Chan[[]int], n int) {
	ch.Send([]int{n, n + 1, n + 2})
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = -1
	}
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return x[0] + y[0]
}

func main() {
	ch := conc.NewChan[[]int](mem.System, 1)
	send(&ch, 10)
	clobber()
	var s []int
	ch.Recv(&s)
	println(s[0], s[1], s[2])
	ch.Free()
}
