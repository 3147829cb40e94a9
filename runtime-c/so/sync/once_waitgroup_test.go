package sync_test

import (
	gosync "sync"
	"sync/atomic"
	"testing"

	"solod.dev/so/sync"
)

// Do runs f exactly once; every concurrent caller returns only after f has returned, so each
// sees what f wrote.
func TestOnceContended(t *testing.T) {
	for range 20 {
		var once sync.Once
		var calls atomic.Int32
		value := 0
		var wg gosync.WaitGroup
		const callers = 16
		saw := make(chan int, callers)
		for range callers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				once.Do(func() {
					calls.Add(1)
					value = 42
				})
				saw <- value
			}()
		}
		wg.Wait()
		close(saw)
		if n := calls.Load(); n != 1 {
			t.Fatalf("f ran %d times", n)
		}
		for v := range saw {
			if v != 42 {
				t.Fatalf("a caller returned before f had run: saw %d", v)
			}
		}
	}
}

// A panicking f counts as returned: Do does not call it, or anything, again.
func TestOnceAfterPanic(t *testing.T) {
	var once sync.Once
	if got := panicMsg(func() { once.Do(func() { panic("boom") }) }); got != "boom" {
		t.Fatalf("Do panicked with %q", got)
	}
	ran := false
	once.Do(func() { ran = true })
	if ran {
		t.Fatal("Do ran a second function")
	}
}

func TestWaitGroup(t *testing.T) {
	var wg sync.WaitGroup
	wg.Wait() // a zero WaitGroup does not block
	var done atomic.Int32
	for round := range 50 {
		n := round%7 + 1
		wg.Add(n)
		for range n {
			go func() {
				done.Add(1)
				wg.Done()
			}()
		}
		wg.Wait()
		if got := done.Swap(0); got != int32(n) {
			t.Fatalf("round %d: Wait returned after %d of %d Dones", round, got, n)
		}
	}
}

func TestWaitGroupNegative(t *testing.T) {
	var wg sync.WaitGroup
	if got := panicMsg(wg.Done); got != "sync: negative WaitGroup counter" {
		t.Fatalf("Done on a zero WaitGroup panicked with %q", got)
	}
	var wg2 sync.WaitGroup
	wg2.Add(2)
	if got := panicMsg(func() { wg2.Add(-3) }); got != "sync: negative WaitGroup counter" {
		t.Fatalf("Add(-3) after Add(2) panicked with %q", got)
	}
}
