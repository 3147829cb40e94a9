// Attack shape: Pool.Go(task, &jobs[i]) with the jobs in main's frame; main waits.
// SAFE: main's frame outlives the pool's tasks.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

type job struct{ in, out int }

func task(arg any) {
	j := arg.(*job)
	j.out = j.in + 100
}

func main() {
	var jobs [4]job
	pool := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 2})
	for i := range jobs {
		jobs[i].in = i
		pool.Go(task, &jobs[i])
	}
	pool.Wait()
	pool.Free()
	for _, j := range jobs {
		println(j.out)
	}
}
