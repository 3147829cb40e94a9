package sync_test

import (
	gosync "sync"
	"testing"

	"solod.dev/so/sync"
)

func TestCondUsedBeforeInit(t *testing.T) {
	var c sync.Cond
	var m sync.Mutex
	for name, f := range map[string]func(){
		"Signal":    c.Signal,
		"Broadcast": c.Broadcast,
		"Wait":      func() { m.Lock(); defer m.Unlock(); c.Wait() },
		"WaitFor":   func() { m.Lock(); defer m.Unlock(); c.WaitFor(1) },
	} {
		if got := panicMsg(f); got != "sync: Cond used before Init" {
			t.Errorf("%s on a zero Cond panicked with %q", name, got)
		}
	}
}

// waiters parks n threads in c.Wait (or WaitFor with a limit far beyond the test) and returns a
// channel on which each reports its return. When waiters returns, all n have released the mutex
// inside Wait, so all n are parked.
func waiters(c *sync.Cond, m *sync.Mutex, n int, timed bool) <-chan bool {
	out := make(chan bool, n)
	ready := 0
	for range n {
		go func() {
			m.Lock()
			ready++
			timedOut := false
			if timed {
				timedOut = c.WaitFor(3600e9)
			} else {
				c.Wait()
			}
			m.Unlock()
			out <- timedOut
		}()
	}
	for {
		m.Lock()
		r := ready
		m.Unlock()
		if r == n {
			return out
		}
	}
}

func TestCondSignalWakesOneBroadcastAll(t *testing.T) {
	var m sync.Mutex
	var c sync.Cond
	c.Init(&m)
	woken := waiters(&c, &m, 5, false)
	c.Signal()
	<-woken
	c.Broadcast()
	for range 4 {
		<-woken
	}
}

func TestCondWaitForSignalled(t *testing.T) {
	var m sync.Mutex
	var c sync.Cond
	c.Init(&m)
	woken := waiters(&c, &m, 3, true)
	c.Signal()
	if timedOut := <-woken; timedOut {
		t.Fatal("WaitFor woken by Signal reported a timeout")
	}
	c.Broadcast()
	for range 2 {
		if timedOut := <-woken; timedOut {
			t.Fatal("WaitFor woken by Broadcast reported a timeout")
		}
	}
}

// A Signal with nobody waiting is not remembered: a later WaitFor times out. WaitFor holds the
// mutex again when it returns.
func TestCondWaitForTimeout(t *testing.T) {
	var m sync.Mutex
	var c sync.Cond
	c.Init(&m)
	c.Signal()
	c.Broadcast()
	for _, nsec := range []int64{-5, 0, 1, 1e6} {
		m.Lock()
		if !c.WaitFor(nsec) {
			t.Errorf("WaitFor(%d) with nobody signalling did not time out", nsec)
		}
		if m.TryLock() {
			t.Fatalf("WaitFor(%d) returned without the mutex", nsec)
		}
		m.Unlock()
	}
}

// A queue guarded by a mutex, consumers waiting on a Cond (half of them with short WaitFor
// limits, which time out and re-check): every item is consumed exactly once, and no wakeup is
// lost (a lost one would leave a Wait consumer asleep for ever).
func TestCondQueueStress(t *testing.T) {
	var m sync.Mutex
	var c sync.Cond
	c.Init(&m)
	var queue []int
	closed := false
	const producers, consumers, items = 4, 6, 4000
	seen := make([]int, producers*items)
	var wg, pw gosync.WaitGroup
	for p := range producers {
		pw.Add(1)
		go func() {
			defer pw.Done()
			for i := range items {
				m.Lock()
				queue = append(queue, p*items+i)
				m.Unlock()
				if i%2 == 0 {
					c.Signal()
				} else {
					c.Broadcast()
				}
			}
		}()
	}
	for k := range consumers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			m.Lock()
			defer m.Unlock()
			for {
				for len(queue) == 0 && !closed {
					if k%2 == 0 {
						c.WaitFor(20000)
					} else {
						c.Wait()
					}
				}
				if len(queue) == 0 {
					return
				}
				seen[queue[0]]++
				queue = queue[1:]
			}
		}()
	}
	pw.Wait()
	m.Lock()
	closed = true
	m.Unlock()
	c.Broadcast()
	wg.Wait()
	for i, n := range seen {
		if n != 1 {
			t.Fatalf("item %d consumed %d times", i, n)
		}
	}
}
