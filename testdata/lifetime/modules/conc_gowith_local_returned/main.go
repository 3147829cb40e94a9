// Attack: conc.GoWith(worker, &v, opts) on a dedicated OS thread from a function that returns
// first.
// UNSAFE: the thread reads start's local after start's frame has ended.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/time"
)

var out conc.Chan[int]

func worker(arg any) any {
	p := arg.(*[4]int)
	time.Sleep(20 * time.Millisecond)
	out.Send(p[0] + p[1] + p[2] + p[3])
	return nil
}

func start() conc.Thread {
	v := [4]int{1, 2, 3, 4}
	return conc.GoWith(worker, &v, conc.ThreadOptions{OSThread: true})
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
	out = conc.NewChan[int](mem.System, 1)
	t := start()
	clobber()
	var got int
	out.Recv(&got)
	t.Wait()
	println(got)
}
