package conc_test

import (
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/sync"
	"solod.dev/so/sync/atomic"
)

type job struct {
	in, out int
}

// double gives its result back through its argument and returns nil.
func double(arg any) any {
	j := arg.(*job)
	j.out = 2 * j.in
	return nil
}

func TestGoWait(t *testing.T) {
	var jobs [50]job
	var threads [len(jobs)]conc.Thread
	for i := range jobs {
		jobs[i].in = i
		threads[i] = conc.Go(double, &jobs[i])
	}
	for i, th := range threads {
		r := th.Wait()
		if r != nil || jobs[i].out != 2*i {
			t.Fatalf("thread %d returned %v with out %d", i, r, jobs[i].out)
		}
	}
}

func TestGoWithOptions(t *testing.T) {
	for _, opts := range []conc.ThreadOptions{
		{},
		{StackSize: 1 << 20},
		{OSThread: true},
		{StackSize: 64 << 10, OSThread: true},
	} {
		j := job{in: 21}
		if r := conc.GoWith(double, &j, opts).Wait(); r != nil || j.out != 42 {
			t.Fatalf("GoWith(%+v) returned %v with out %d", opts, r, j.out)
		}
	}
}

// doubleBack works as double does and gives its argument back, which Wait returns.
func doubleBack(arg any) any {
	j := arg.(*job)
	j.out = 2 * j.in
	return arg
}

// Wait gives back what the entry returned, with its dynamic type: the argument, or nil.
func TestWaitReturnsTheArgument(t *testing.T) {
	for _, opts := range []conc.ThreadOptions{{}, {StackSize: 1 << 20}, {OSThread: true}} {
		var jobs [8]job
		var threads [len(jobs)]conc.Thread
		for i := range jobs {
			jobs[i].in = i
			threads[i] = conc.GoWith(doubleBack, &jobs[i], opts)
		}
		for i, th := range threads {
			r := th.Wait()
			j, ok := r.(*job)
			if !ok || j != &jobs[i] || j.out != 2*i {
				t.Fatalf("GoWith(%+v): thread %d returned %v (a *job: %v)", opts, i, r, ok)
			}
		}
	}
}

func nothing(any) any { return nil }

func TestWaitReturnsNil(t *testing.T) {
	th := conc.Go(nothing, nil)
	if r := th.Wait(); r != nil {
		t.Fatalf("Wait = %v, want nil", r)
	}
}

// detached is what the detached threads of TestDetach share.
type detached struct {
	ran  atomic.Int32
	done sync.WaitGroup
}

func runDetached(arg any) any {
	d := arg.(*detached)
	d.ran.Add(1)
	d.done.Done()
	return nil
}

// Detached threads may outlive any frame: what they use is package-level.
var detachedState detached

func TestDetach(t *testing.T) {
	d := &detachedState
	d.done.Add(10)
	for range 10 {
		conc.Go(runDetached, d).Detach()
	}
	d.done.Wait()
	if d.ran.Load() != 10 {
		t.Fatalf("%d of 10 detached threads ran", d.ran.Load())
	}
}

func TestBlockingBracketsNest(t *testing.T) {
	conc.BlockingBegin()
	conc.BlockingBegin()
	conc.BlockingEnd()
	conc.BlockingEnd()
}
