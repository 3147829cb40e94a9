package sync_test

import (
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/sync"
	"solod.dev/so/sync/atomic"
)

func TestMutexZeroValue(t *testing.T) {
	var m sync.Mutex
	m.Lock()
	if m.TryLock() {
		t.Fatal("TryLock succeeded on a locked mutex")
	}
	m.Unlock()
	if !m.TryLock() {
		t.Fatal("TryLock failed on a free mutex")
	}
	if m.TryLock() {
		t.Fatal("TryLock succeeded on a mutex TryLock took")
	}
	m.Unlock()
}

func unlockMutex(arg any) any {
	arg.(*sync.Mutex).Unlock()
	return nil
}

// Any thread may unlock a mutex another one locked.
func TestMutexUnlockFromAnotherThread(t *testing.T) {
	var m sync.Mutex
	m.Lock()
	conc.Go(unlockMutex, &m).Wait()
	if !m.TryLock() {
		t.Fatal("the mutex is still locked")
	}
	m.Unlock()
}

// counter is what the threads of TestMutexCounterStress share.
type counter struct {
	m        sync.Mutex
	inside   atomic.Int32
	overlaps atomic.Int32 // times a thread found another one inside the mutex
	n        int
}

type counterWorker struct {
	c   *counter
	try bool // take the mutex with TryLock (then Lock when that fails) every third round
}

const counterRounds = 5000

func count(arg any) any {
	w := arg.(*counterWorker)
	c := w.c
	for i := range counterRounds {
		if !w.try || i%3 != 0 || !c.m.TryLock() {
			c.m.Lock()
		}
		if c.inside.Add(1) != 1 {
			c.overlaps.Add(1)
		}
		c.n++
		c.inside.Add(-1)
		c.m.Unlock()
	}
	return nil
}

// Many threads incrementing a counter under the mutex, some with TryLock: nothing is lost and
// no two are ever inside at once.
func TestMutexCounterStress(t *testing.T) {
	const workers = 8
	var c counter
	var ws [workers]counterWorker
	var threads [workers]conc.Thread
	for i := range ws {
		ws[i] = counterWorker{c: &c, try: i%2 == 0}
		threads[i] = conc.Go(count, &ws[i])
	}
	for _, th := range threads {
		th.Wait()
	}
	if c.n != workers*counterRounds || c.overlaps.Load() != 0 {
		t.Fatalf("counter = %d, want %d; %d overlaps", c.n, workers*counterRounds, c.overlaps.Load())
	}
}

// Init and Free are harmless on a mutex that needs neither, whatever its state.
func TestMutexInitFree(t *testing.T) {
	var m sync.Mutex
	m.Init()
	m.Lock()
	m.Init()
	if m.TryLock() {
		t.Fatal("Init unlocked a locked mutex")
	}
	m.Unlock()
	m.Free()
	m.Lock()
	m.Unlock()
	var o sync.Once
	o.Init()
	runs := 0
	o.Do(func() { runs++ })
	o.Init()
	o.Do(func() { runs++ })
	o.Free()
	if runs != 1 {
		t.Fatalf("Do ran %d times", runs)
	}
	var c sync.Cond
	c.Init(&m)
	c.Free()
	c.Signal()
}
