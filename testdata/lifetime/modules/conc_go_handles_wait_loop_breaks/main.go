// Attack: the handles of tasks holding pointers to a local array are waited for in a loop
// that may stop early, and the function returns while later tasks still run.
// UNSAFE: the tasks not waited for write into the dead frame.
package main

import "solod.dev/so/conc"

type job struct{ in, out int }

func double(arg any) any {
	j := arg.(*job)
	for i := 0; i < 1000; i++ {
		j.out += j.in
	}
	return nil
}

func run(stop int) int {
	var jobs [4]job
	var threads [4]conc.Thread
	for i := range jobs {
		jobs[i].in = i
		threads[i] = conc.Go(double, &jobs[i])
	}
	for i, t := range threads {
		if i == stop {
			break
		}
		t.Wait()
	}
	return jobs[0].out
}

func main() { println(run(1)) }
