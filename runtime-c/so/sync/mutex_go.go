//go:build !solod

package sync

import (
	gosync "sync"
	"sync/atomic"
)

// Mutex is a mutual exclusion lock. The zero Mutex is unlocked. It is not reentrant, and any
// thread may unlock it.
type Mutex struct {
	mu gosync.Mutex
	// locked is true from the moment Lock (or a successful TryLock) has taken mu until Unlock
	// gives it back. A legitimate Unlock always follows the Lock it releases, so it finds true;
	// an Unlock that finds false is the misuse Go reports.
	locked atomic.Bool
}

// Lock blocks until the mutex is free, then takes it.
func (m *Mutex) Lock() {
	m.mu.Lock()
	m.locked.Store(true)
}

// TryLock takes the mutex if it is free and reports whether it did. It never blocks.
func (m *Mutex) TryLock() bool {
	if !m.mu.TryLock() {
		return false
	}
	m.locked.Store(true)
	return true
}

// Unlock releases the mutex. It panics with "sync: unlock of unlocked mutex" if the mutex is
// not locked.
func (m *Mutex) Unlock() {
	if !m.locked.CompareAndSwap(true, false) {
		panic("sync: unlock of unlocked mutex")
	}
	m.mu.Unlock()
}

// Init does nothing: a zero Mutex is ready to use. It exists for source compatibility.
func (m *Mutex) Init() {}

// Free does nothing: a Mutex owns no memory. It exists for source compatibility.
func (m *Mutex) Free() {}
