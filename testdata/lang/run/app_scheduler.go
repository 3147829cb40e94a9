// Tests a round-robin job scheduler: jobs are an interface with Step() (done bool, err
// error) implemented by pointer types with their own state; a generic ring queue holds the
// interface values; failures are custom errors inspected with a type switch; finished jobs
// are recorded in a map by name; every job's completion is reported by a deferred call.
package main

type Job interface {
	Name() string
	Step() (bool, error)
}

type Ring[T any] struct {
	buf        []T
	head, size int
}

func (r *Ring[T]) Push(v T) bool {
	if r.size == len(r.buf) {
		return false
	}
	r.buf[(r.head+r.size)%len(r.buf)] = v
	r.size++
	return true
}

func (r *Ring[T]) Pop() (T, bool) {
	var zero T
	if r.size == 0 {
		return zero, false
	}
	v := r.buf[r.head]
	r.buf[r.head] = zero
	r.head = (r.head + 1) % len(r.buf)
	r.size--
	return v, true
}

type Countdown struct {
	name string
	n    int
}

func (c *Countdown) Name() string { return c.name }
func (c *Countdown) Step() (bool, error) {
	c.n--
	return c.n <= 0, nil
}

type Flaky struct {
	name   string
	runs   int
	failOn int
}

type StepFailed struct{ Step int }

func (s StepFailed) Error() string { return "step failed" }

func (f *Flaky) Name() string { return f.name }
func (f *Flaky) Step() (bool, error) {
	f.runs++
	if f.runs == f.failOn {
		return false, StepFailed{f.runs}
	}
	return f.runs >= 3, nil
}

func finish(done map[string]int, name string, tick int, status *string) {
	println("  finished", name, "at tick", tick, *status)
	done[name] = tick
}

func runOne(j Job, tick int, done map[string]int) (requeue bool) {
	status := "ok"
	ok, err := j.Step()
	if !ok && err == nil {
		return true
	}
	defer finish(done, j.Name(), tick, &status)
	if e, failed := err.(StepFailed); failed {
		status = "failed"
		println("  error in", j.Name(), "at step", e.Step)
	}
	return false
}

func main() {
	q := Ring[Job]{buf: make([]Job, 4)}
	a := Countdown{"a", 3}
	b := Flaky{name: "b", failOn: 2}
	c := Countdown{"c", 1}
	d := Flaky{name: "d", failOn: 99}
	e := Countdown{"e", 2}
	for _, j := range []Job{&a, &b, &c, &d} {
		q.Push(j)
	}
	println("full:", !q.Push(&e))
	done := make(map[string]int, 5)
	tick := 0
	for {
		j, ok := q.Pop()
		if !ok {
			break
		}
		tick++
		if runOne(j, tick, done) {
			q.Push(j)
		} else if tick < 6 {
			q.Push(&e) // room again: e joins late
		}
	}
	println("ticks", tick, "done", len(done), done["a"], done["b"], done["c"], done["d"], done["e"])
}
