// Attack shape: Pool.Go(task, &j) from a helper that waits for the pool before returning.
// SAFE: the helper's frame outlives its task.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

type job struct{ in, out int }

func task(arg any) {
	j := arg.(*job)
	j.out = j.in * 2
}

func run(p *conc.Pool, n int) int {
	j := job{in: n}
	p.Go(task, &j)
	p.Wait()
	return j.out
}

func main() {
	pool := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 1})
	a := run(pool, 5)
	b := run(pool, 7)
	pool.Free()
	println(a, b)
}
