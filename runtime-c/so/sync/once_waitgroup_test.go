package sync_test

import (
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/sync"
	"solod.dev/so/sync/atomic"
)

const callers = 16

// onceRun is one round of TestOnceContended: callers threads call once.Do at once, and each
// notes in saw the value it sees when Do returns.
type onceRun struct {
	once  sync.Once
	calls atomic.Int32
	value int
	saw   [callers]int
}

type onceCaller struct {
	r *onceRun
	i int
}

func callOnce(arg any) any {
	c := arg.(*onceCaller)
	r := c.r
	r.once.Do(func() {
		r.calls.Add(1)
		r.value = 42
	})
	r.saw[c.i] = r.value
	return nil
}

// Do runs f exactly once; every concurrent caller returns only after f has returned, so each
// sees what f wrote.
func TestOnceContended(t *testing.T) {
	for range 20 {
		var r onceRun
		var cs [callers]onceCaller
		var threads [callers]conc.Thread
		for i := range cs {
			cs[i] = onceCaller{r: &r, i: i}
			threads[i] = conc.Go(callOnce, &cs[i])
		}
		for _, th := range threads {
			th.Wait()
		}
		if n := r.calls.Load(); n != 1 {
			t.Fatalf("f ran %d times", n)
		}
		for _, v := range r.saw {
			if v != 42 {
				t.Fatalf("a caller returned before f had run: saw %d", v)
			}
		}
	}
}

// group is what the threads of a TestWaitGroup round share.
type group struct {
	wg   sync.WaitGroup
	done atomic.Int32
}

func doneOnce(arg any) any {
	g := arg.(*group)
	g.done.Add(1)
	g.wg.Done()
	return nil
}

// The group is package-level: each round joins its threads in a loop over the first n handles,
// which the lifetime analysis does not take as joining them all.
var waitGroupState group

func TestWaitGroup(t *testing.T) {
	g := &waitGroupState
	g.wg.Wait() // a zero WaitGroup does not block
	g.wg.Add(3)
	g.wg.Add(-3)
	g.wg.Wait() // nor does one back at zero
	for round := range 50 {
		n := round%7 + 1
		g.wg.Add(n)
		var threads [7]conc.Thread
		for i := range n {
			threads[i] = conc.Go(doneOnce, g)
		}
		g.wg.Wait()
		if got := g.done.Swap(0); got != int32(n) {
			t.Fatalf("round %d: Wait returned after %d of %d Dones", round, got, n)
		}
		for i := range n {
			threads[i].Wait()
		}
	}
}
