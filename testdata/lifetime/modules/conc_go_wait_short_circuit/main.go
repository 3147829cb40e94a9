// Attack: the wait for a task that holds &j sits on the right of &&, which a false left side
// skips; the helper then returns while the task may still write j.
// UNSAFE: with quick false, the task writes j.sum after start's frame is gone.
package main

import "solod.dev/so/conc"

type job struct{ n, sum int }

func worker(arg any) any {
	j := arg.(*job)
	for i := 0; i < 1000; i++ {
		j.sum += i
	}
	return nil
}

func start(quick bool) int {
	j := job{n: 5}
	t := conc.Go(worker, &j)
	if quick && t.Wait() != nil {
		return -1
	}
	return j.n
}

func main() {
	println(start(false))
	var pad [64]int
	for i := range pad {
		pad[i] = i
	}
	println(pad[63])
}
