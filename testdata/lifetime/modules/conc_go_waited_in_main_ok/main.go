// Attack shape: conc.Go(worker, &v) with v in main's frame; main waits.
// SAFE: main's frame outlives the task.
package main

import "solod.dev/so/conc"

type job struct{ n, sum int }

func worker(arg any) any {
	j := arg.(*job)
	for i := 1; i <= j.n; i++ {
		j.sum += i
	}
	return nil
}

func main() {
	j := job{n: 10}
	t := conc.Go(worker, &j)
	t.Wait()
	println(j.sum)
}
