//go:build !solod

package sync

import (
	gosync "sync"
	"time"
)

// Cond is a condition variable bound to a Mutex by Init. The zero Cond is not usable: Wait,
// WaitFor, Signal and Broadcast panic with "sync: Cond used before Init" until Init is called.
//
// Go's own sync.Cond has no timed wait, so this one is built from channels: every waiter parks
// on a channel of its own, queued in arrival order; Signal closes the oldest one, Broadcast all
// of them.
type Cond struct {
	lk      gosync.Mutex    // guards mu and waiters
	mu      *Mutex          // the mutex given to Init; nil: not initialized
	waiters []chan struct{} // parked waiters, oldest first
}

// Init binds c to mu. It must be called before any other method.
func (c *Cond) Init(mu *Mutex) {
	c.lk.Lock()
	c.mu = mu
	c.lk.Unlock()
}

// Wait atomically unlocks the mutex, sleeps until woken by Signal or Broadcast, and locks the
// mutex again before returning. The caller must hold the mutex. Callers wait in a loop that
// re-checks their condition, as spurious wakeups are allowed by the contract.
func (c *Cond) Wait() {
	mu, ch := c.enqueue()
	c.release(mu, ch)
	<-ch
	mu.Lock()
}

// WaitFor is Wait with a limit of nsec nanoseconds (nsec <= 0: no waiting at all). It returns
// true if it timed out and false if it was woken. The mutex is held again on return in both
// cases.
func (c *Cond) WaitFor(nsec int64) bool {
	mu, ch := c.enqueue()
	c.release(mu, ch)
	woken := false
	if nsec > 0 {
		t := time.NewTimer(time.Duration(nsec))
		select {
		case <-ch:
			woken = true
		case <-t.C:
		}
		t.Stop()
	}
	if !woken {
		// Leave the queue, unless a Signal took this waiter out at the very moment the time
		// ran out: then the wakeup was delivered here and is reported, never lost.
		woken = !c.dequeue(ch)
	}
	mu.Lock()
	return !woken
}

// Signal wakes the longest-waiting thread, if there is one. Holding the mutex is allowed, not
// required.
func (c *Cond) Signal() {
	c.lk.Lock()
	c.check()
	if len(c.waiters) > 0 {
		close(c.waiters[0])
		c.waiters[0] = nil
		c.waiters = c.waiters[1:]
	}
	c.lk.Unlock()
}

// Broadcast wakes every waiting thread.
func (c *Cond) Broadcast() {
	c.lk.Lock()
	c.check()
	for _, ch := range c.waiters {
		close(ch)
	}
	c.waiters = nil
	c.lk.Unlock()
}

// enqueue queues a new waiter and returns the mutex to release and the channel to park on. It
// is called with the mutex held, so a Signal that follows a change of the condition made under
// the mutex finds the waiter queued.
func (c *Cond) enqueue() (*Mutex, chan struct{}) {
	ch := make(chan struct{})
	c.lk.Lock()
	c.check()
	c.waiters = append(c.waiters, ch)
	mu := c.mu
	c.lk.Unlock()
	return mu, ch
}

// release unlocks the mutex for the waiter parked on ch. If the caller did not hold it, Unlock
// panics, and the waiter leaves the queue first so that it takes no Signal meant for others.
func (c *Cond) release(mu *Mutex, ch chan struct{}) {
	defer func() {
		if r := recover(); r != nil {
			c.dequeue(ch)
			panic(r)
		}
	}()
	mu.Unlock()
}

// dequeue removes ch from the queue and reports whether it was still there (false: a Signal or
// Broadcast already woke it).
func (c *Cond) dequeue(ch chan struct{}) bool {
	c.lk.Lock()
	defer c.lk.Unlock()
	for i, w := range c.waiters {
		if w == ch {
			c.waiters = append(c.waiters[:i], c.waiters[i+1:]...)
			return true
		}
	}
	return false
}

// check panics if Init was never called; c.lk is held.
func (c *Cond) check() {
	if c.mu == nil {
		c.lk.Unlock()
		panic("sync: Cond used before Init")
	}
}

// Free does nothing: a Cond owns no memory. It exists for source compatibility.
func (c *Cond) Free() {}
