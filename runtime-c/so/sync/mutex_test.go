package sync_test

import (
	"fmt"
	"runtime"
	gosync "sync"
	"sync/atomic"
	"testing"

	"solod.dev/so/sync"
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
	m.Unlock()
}

func TestMutexUnlockOfUnlocked(t *testing.T) {
	var m sync.Mutex
	if got := panicMsg(m.Unlock); got != "sync: unlock of unlocked mutex" {
		t.Fatalf("Unlock of a zero Mutex panicked with %q", got)
	}
	m.Lock()
	m.Unlock()
	if got := panicMsg(m.Unlock); got != "sync: unlock of unlocked mutex" {
		t.Fatalf("a second Unlock panicked with %q", got)
	}
	// The failed Unlock changed nothing: the mutex still works.
	m.Lock()
	m.Unlock()
}

// Any thread may unlock a mutex another one locked.
func TestMutexUnlockFromAnotherThread(t *testing.T) {
	var m sync.Mutex
	m.Lock()
	done := make(chan string)
	go func() { done <- panicMsg(m.Unlock) }()
	if got := <-done; got != "no panic" {
		t.Fatalf("Unlock from another goroutine panicked with %q", got)
	}
	if !m.TryLock() {
		t.Fatal("the mutex is still locked")
	}
	m.Unlock()
}

// Many threads incrementing a counter under the mutex, some with TryLock: nothing is lost and
// no two are ever inside at once.
func TestMutexCounterStress(t *testing.T) {
	var m sync.Mutex
	var inside atomic.Int32
	counter := 0
	const workers, rounds = 8, 5000
	var wg gosync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range rounds {
				if w%2 == 0 && i%3 == 0 {
					for !m.TryLock() {
						runtime.Gosched()
					}
				} else {
					m.Lock()
				}
				if inside.Add(1) != 1 {
					panic("two threads inside the mutex")
				}
				counter++
				inside.Add(-1)
				m.Unlock()
			}
		}()
	}
	wg.Wait()
	if counter != workers*rounds {
		t.Fatalf("counter = %d, want %d", counter, workers*rounds)
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
