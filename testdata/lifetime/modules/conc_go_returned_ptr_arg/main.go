// Attack: the task's argument is a pointer that mk returned into start's frame (the result
// stack); start returns before the task reads it.
// UNSAFE: the task reads result memory that start gave back when it returned.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/time"
)

var out conc.Chan[int]

func mk(n int) *int {
	v := n
	return &v
}

func worker(arg any) any {
	p := arg.(*int)
	time.Sleep(20 * time.Millisecond)
	out.Send(*p)
	return nil
}

func start() conc.Thread {
	p := mk(109)
	return conc.Go(worker, p)
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	out = conc.NewChan[int](mem.System, 1)
	t := start()
	clobber()
	mk(0)
	var got int
	out.Recv(&got)
	t.Wait()
	println(got)
}
