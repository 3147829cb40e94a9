// Tests an explicit panic three frames deep: the pending deferred calls run innermost frame
// first and in LIFO order within each frame (including every iteration of a deferring loop),
// then Go prints "panic: " with the value and exits with status 2.
package main

type Job struct {
	id    int
	steps int
}

func step(j Job, s int) {
	defer println("  step deferred", j.id, s)
	if j.id == 2 && s == 1 {
		panic("job 2 failed at step 1")
	}
	println("  step", j.id, s)
}

func runJob(j Job) {
	defer println(" runJob deferred", j.id)
	for s := 0; s < j.steps; s++ {
		defer println(" loop deferred", j.id, s)
		step(j, s)
	}
}

func main() {
	defer println("main deferred 1")
	jobs := []Job{{1, 2}, {2, 3}, {3, 1}}
	defer println("main deferred 2")
	for _, j := range jobs {
		runJob(j)
	}
	println("not reached")
}
