// Attack shape: a helper starts one task per element of a local array of jobs, a different
// entry for even and odd elements, keeps each handle in its element of a local array and
// waits for every one of them in a later loop.
// SAFE: every task is done before the helper reads the jobs and returns.
package main

import "solod.dev/so/conc"

type job struct{ in, out int }

func double(arg any) any {
	j := arg.(*job)
	j.out = 2 * j.in
	return nil
}

func square(arg any) any {
	j := arg.(*job)
	j.out = j.in * j.in
	return nil
}

func total(n int) int {
	var jobs [6]job
	var threads [6]conc.Thread
	for i := range jobs {
		jobs[i].in = i + n
		if i%2 == 0 {
			threads[i] = conc.Go(double, &jobs[i])
		} else {
			threads[i] = conc.Go(square, &jobs[i])
		}
	}
	for _, t := range threads {
		t.Wait()
	}
	sum := 0
	for i := range jobs {
		sum += jobs[i].out
	}
	return sum
}

func main() { println(total(1), total(10)) }
