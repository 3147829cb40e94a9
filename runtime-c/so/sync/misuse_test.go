//go:build !solod

// The misuse of sync's types panics; So cannot recover a panic, so these checks run under go
// test only. The tests in the other files run under solod test too.

package sync_test

import (
	"fmt"
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

func TestRWMutexMisuse(t *testing.T) {
	cases := []struct {
		name string
		f    func(rw *sync.RWMutex)
		want string
	}{
		{"Unlock of unlocked", func(rw *sync.RWMutex) { rw.Unlock() }, "sync: Unlock of unlocked RWMutex"},
		{"Unlock of read-locked", func(rw *sync.RWMutex) { rw.RLock(); rw.Unlock() }, "sync: Unlock of unlocked RWMutex"},
		{"RUnlock of unlocked", func(rw *sync.RWMutex) { rw.RUnlock() }, "sync: RUnlock of unlocked RWMutex"},
		{"RUnlock of write-locked", func(rw *sync.RWMutex) { rw.Lock(); rw.RUnlock() }, "sync: RUnlock of unlocked RWMutex"},
		{"second RUnlock", func(rw *sync.RWMutex) { rw.RLock(); rw.RUnlock(); rw.RUnlock() }, "sync: RUnlock of unlocked RWMutex"},
	}
	for _, c := range cases {
		var rw sync.RWMutex
		if got := panicMsg(func() { c.f(&rw) }); got != c.want {
			t.Errorf("%s: panicked with %q, want %q", c.name, got, c.want)
		}
	}
}

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
