// Attack: Pool.Go(task, &job) from a helper that returns before main waits for the pool.
// UNSAFE: the task reads and writes submit's local job after submit's frame has ended.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/time"
)

type job struct{ in, out int }

var results [1]int

func task(arg any) {
	j := arg.(*job)
	time.Sleep(20 * time.Millisecond)
	j.out = j.in * 3
	results[0] = j.out
}

func submit(p *conc.Pool) {
	j := job{in: 14}
	p.Go(task, &j)
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
	pool := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 1})
	submit(pool)
	clobber()
	pool.Wait()
	pool.Free()
	println(results[0])
}
