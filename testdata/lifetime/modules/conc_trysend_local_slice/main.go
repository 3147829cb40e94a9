// Attack: TrySend of a slice of a local array from a function that then returns.
// UNSAFE: the received slice refers to offer's dead frame.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

func offer(ch *conc.Chan[[]int]) bool {
	arr := [3]int{9, 8, 7}
	return ch.TrySend(arr[:])
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
	ok := offer(&ch)
	clobber()
	var s []int
	ch.Recv(&s)
	println(ok, s[0], s[2])
	ch.Free()
}
