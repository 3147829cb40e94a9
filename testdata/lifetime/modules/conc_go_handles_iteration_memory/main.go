// Attack: each iteration of the starting loop makes its own job and hands its address to a
// task; the handles are waited for only after the loop, when the iterations' memory is gone.
// UNSAFE: a task may read or write its job after its iteration ended.
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

func run() int {
	var threads [4]conc.Thread
	for i := range threads {
		j := job{in: i}
		threads[i] = conc.Go(double, &j)
	}
	for _, t := range threads {
		t.Wait()
	}
	return len(threads)
}

func main() { println(run()) }
