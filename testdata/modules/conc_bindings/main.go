// Threads and a mutex of the runtime through a package's own C bindings (//so:include of
// so/conc/conc.h and so/sync/sync.h, //so:extern functions and types): four threads add to
// one counter under the mutex, each also filling a result of its own, and main waits for
// them. The output does not depend on the interleaving; the same module runs against the C
// runtime, the Rust runtime (--runtime rust) and under ThreadSanitizer.
package main

import "example.com/concbind/rt"

type shared struct {
	mu    rt.Mutex
	total int
}

type job struct {
	s     *shared
	id    int
	steps int
	sum   int
}

func work(arg any) any {
	j := arg.(*job)
	for i := 1; i <= j.steps; i++ {
		j.s.mu.Lock()
		j.s.total += i
		j.s.mu.Unlock()
		j.sum += i * j.id
	}
	return nil
}

func main() {
	s := &shared{}
	jobs := []job{{id: 1, steps: 1000}, {id: 2, steps: 2000}, {id: 3, steps: 3000}, {id: 4, steps: 4000}}
	var threads [4]rt.Thread
	for i := range jobs {
		jobs[i].s = s
		threads[i] = rt.Go(work, &jobs[i])
	}
	for i := range threads {
		if r := threads[i].Wait(); r != nil {
			println("unexpected result")
		}
	}
	for _, j := range jobs {
		println("job", j.id, "sum", j.sum)
	}
	println("total", s.total)
}
