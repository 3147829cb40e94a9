// pool: square each task's input on two worker threads
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

type Task struct{ in, out int }

func square(arg any) {
	task := arg.(*Task)
	task.out = task.in * task.in
}

func main() {
	tasks := make([]Task, 10)
	pool := conc.NewPool(mem.System, conc.PoolOptions{NumThreads: 2})
	defer pool.Free()
	for i := range tasks {
		tasks[i].in = i
		pool.Go(square, &tasks[i])
	}
	pool.Wait()
	for _, t := range tasks {
		println(t.in, t.out)
	}
}
