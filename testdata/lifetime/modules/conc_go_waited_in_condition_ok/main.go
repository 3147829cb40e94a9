// Attack shape: conc.Go(worker, &j) from a helper that waits for the task in an if condition
// and in a returned expression.
// SAFE: each task is done before the statement that waits for it goes on, so before the
// helper returns.
package main

import "solod.dev/so/conc"

type job struct{ n, sum int }

func worker(arg any) any {
	j := arg.(*job)
	j.sum = j.n * j.n
	if j.n < 0 {
		return arg
	}
	return nil
}

func square(n int) int {
	j := job{n: n}
	t := conc.Go(worker, &j)
	if t.Wait() != nil {
		return -1
	}
	return j.sum
}

func cube(n int) bool {
	j := job{n: n * n}
	t := conc.Go(worker, &j)
	println("cube task:", j.n)
	return t.Wait() == nil && j.sum > 0
}

func main() {
	println(square(12), cube(3))
}
