//go:build !solod

package sync

import (
	gosync "sync"
	"sync/atomic"
)

// RWMutex is a reader/writer lock: many readers or one writer. A writer waiting in Lock keeps
// new readers out, so writers do not starve. The zero RWMutex is unlocked.
type RWMutex struct {
	rw gosync.RWMutex
	// writer is true while a write lock is held; readers counts the read locks held. Both are
	// set after the lock is taken and cleared before it is released, so a legitimate Unlock or
	// RUnlock always finds its own lock counted.
	writer  atomic.Bool
	readers atomic.Int64
}

// Lock blocks until no reader or writer holds the lock, then takes it for writing.
func (rw *RWMutex) Lock() {
	rw.rw.Lock()
	rw.writer.Store(true)
}

// Unlock releases a write lock. It panics with "sync: Unlock of unlocked RWMutex" if the lock
// is not write-locked.
func (rw *RWMutex) Unlock() {
	if !rw.writer.CompareAndSwap(true, false) {
		panic("sync: Unlock of unlocked RWMutex")
	}
	rw.rw.Unlock()
}

// RLock blocks while a writer holds or waits for the lock, then takes a read lock.
func (rw *RWMutex) RLock() {
	rw.rw.RLock()
	rw.readers.Add(1)
}

// RUnlock releases one read lock. It panics with "sync: RUnlock of unlocked RWMutex" if no read
// lock is held.
func (rw *RWMutex) RUnlock() {
	for {
		n := rw.readers.Load()
		if n <= 0 {
			panic("sync: RUnlock of unlocked RWMutex")
		}
		if rw.readers.CompareAndSwap(n, n-1) {
			break
		}
	}
	rw.rw.RUnlock()
}

// TryLock takes the write lock if that is possible without blocking and reports whether it did.
func (rw *RWMutex) TryLock() bool {
	if !rw.rw.TryLock() {
		return false
	}
	rw.writer.Store(true)
	return true
}

// TryRLock takes a read lock if that is possible without blocking and reports whether it did.
func (rw *RWMutex) TryRLock() bool {
	if !rw.rw.TryRLock() {
		return false
	}
	rw.readers.Add(1)
	return true
}
