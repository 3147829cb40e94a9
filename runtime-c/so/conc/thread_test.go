package conc_test

import (
	"fmt"
	"sync/atomic"
	"testing"

	"solod.dev/so/conc"
)

// panicMsg runs f and returns what it panicked with, or "no panic".
func panicMsg(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
		}
	}()
	f()
	return "no panic"
}

type job struct {
	in, out int
}

func double(arg any) any {
	j := arg.(*job)
	j.out = 2 * j.in
	return j
}

func TestGoWait(t *testing.T) {
	jobs := make([]job, 50)
	threads := make([]conc.Thread, len(jobs))
	for i := range jobs {
		jobs[i].in = i
		threads[i] = conc.Go(double, &jobs[i])
	}
	for i, th := range threads {
		r := th.Wait()
		if r.(*job) != &jobs[i] || jobs[i].out != 2*i {
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
		if r := conc.GoWith(double, &j, opts).Wait(); r.(*job).out != 42 {
			t.Fatalf("GoWith(%+v) returned %v", opts, r)
		}
	}
}

func TestWaitReturnsNil(t *testing.T) {
	th := conc.Go(func(any) any { return nil }, nil)
	if r := th.Wait(); r != nil {
		t.Fatalf("Wait = %v, want nil", r)
	}
}

func TestDetach(t *testing.T) {
	var ran atomic.Int32
	done := make(chan struct{})
	for i := range 10 {
		conc.Go(func(arg any) any {
			if ran.Add(1) == 10 {
				close(done)
			}
			return arg
		}, i).Detach()
	}
	<-done
}

func TestBlockingBracketsNest(t *testing.T) {
	conc.BlockingBegin()
	conc.BlockingBegin()
	conc.BlockingEnd()
	conc.BlockingEnd()
}
