//go:build !solod

// White-box tests of the Go implementation (its waiter queue): solod builds the C one.

package sync

import "testing"

// Signal takes exactly one waiter out of the queue (the oldest) and Broadcast all of them.
func TestCondSignalTakesExactlyOne(t *testing.T) {
	var m Mutex
	var c Cond
	c.Init(&m)
	const n = 4
	ready := make(chan struct{}, n)
	done := make(chan struct{}, n)
	for range n {
		go func() {
			m.Lock()
			ready <- struct{}{}
			c.Wait()
			m.Unlock()
			done <- struct{}{}
		}()
		<-ready
		// The waiter holds the mutex until Wait has queued it and released it.
		m.Lock()
		m.Unlock()
	}
	queued := func() int {
		c.lk.Lock()
		defer c.lk.Unlock()
		return len(c.waiters)
	}
	if q := queued(); q != n {
		t.Fatalf("%d waiters queued, want %d", q, n)
	}
	c.Signal()
	<-done
	if q := queued(); q != n-1 {
		t.Fatalf("after Signal %d waiters queued, want %d", q, n-1)
	}
	c.Broadcast()
	if q := queued(); q != 0 {
		t.Fatalf("after Broadcast %d waiters queued, want 0", q)
	}
	for range n - 1 {
		<-done
	}
}

// Wait without holding the mutex panics (the Unlock inside it does) and leaves no waiter
// behind to swallow a later Signal.
func TestCondWaitWithoutTheMutex(t *testing.T) {
	var m Mutex
	var c Cond
	c.Init(&m)
	func() {
		defer func() {
			if r := recover(); r != "sync: unlock of unlocked mutex" {
				t.Fatalf("Wait without the mutex panicked with %v", r)
			}
		}()
		c.Wait()
	}()
	c.lk.Lock()
	n := len(c.waiters)
	c.lk.Unlock()
	if n != 0 {
		t.Fatalf("%d waiters left queued", n)
	}
}
