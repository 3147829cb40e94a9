// Attack shape: conc.Go from a helper that returns, with a package-level argument.
// SAFE: package-level memory outlives every task.
package main

import "solod.dev/so/conc"

type job struct{ n, sum int }

var j job

func worker(arg any) any {
	p := arg.(*job)
	p.sum = p.n + 1
	return nil
}

func start() conc.Thread {
	j.n = 41
	return conc.Go(worker, &j)
}

func main() {
	t := start()
	t.Wait()
	println(j.sum)
}
