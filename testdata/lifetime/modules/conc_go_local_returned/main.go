// Attack: conc.Go(worker, &v) from a function that returns (with the Thread) before the task
// reads v.
// UNSAFE: the task reads start's local after start's frame has ended.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/time"
)

var out conc.Chan[int]

func worker(arg any) any {
	p := arg.(*int)
	time.Sleep(20 * time.Millisecond)
	out.Send(*p)
	return nil
}

func start() conc.Thread {
	v := 81
	return conc.Go(worker, &v)
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
