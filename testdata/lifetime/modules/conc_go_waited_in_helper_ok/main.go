// Attack shape: conc.Go(worker, &v) from a helper that waits for the task before returning.
// SAFE: the helper's frame outlives the task (proving it needs the wait).
package main

import "solod.dev/so/conc"

type job struct{ n, sum int }

func worker(arg any) any {
	j := arg.(*job)
	j.sum = j.n * j.n
	return nil
}

func square(n int) int {
	j := job{n: n}
	t := conc.Go(worker, &j)
	t.Wait()
	return j.sum
}

func main() { println(square(12)) }
