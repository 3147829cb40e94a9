package sync_test

import (
	"runtime"
	gosync "sync"
	"testing"

	"solod.dev/so/sync"
)

func TestRWMutexReadersTogether(t *testing.T) {
	var rw sync.RWMutex
	rw.RLock()
	done := make(chan bool)
	go func() {
		ok := rw.TryRLock() // a second reader gets in while the first holds its lock
		if ok {
			rw.RUnlock()
		}
		done <- ok
	}()
	if !<-done {
		t.Fatal("TryRLock failed while only a reader held the lock")
	}
	if rw.TryLock() {
		t.Fatal("TryLock succeeded while a reader held the lock")
	}
	rw.RUnlock()
	if !rw.TryLock() {
		t.Fatal("TryLock failed on a free lock")
	}
	if rw.TryRLock() || rw.TryLock() {
		t.Fatal("TryRLock or TryLock succeeded while a writer held the lock")
	}
	rw.Unlock()
	rw.Lock()
	rw.Unlock()
}

// A writer waiting in Lock keeps new readers out, so it does not starve.
func TestRWMutexWaitingWriterBlocksNewReaders(t *testing.T) {
	var rw sync.RWMutex
	rw.RLock()
	locked := make(chan struct{})
	go func() {
		rw.Lock()
		close(locked)
		rw.Unlock()
	}()
	// Until the writer waits, a new reader gets in; once it waits, none does.
	for rw.TryRLock() {
		rw.RUnlock()
		runtime.Gosched()
	}
	rw.RUnlock()
	<-locked
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

// Writers keep two fields equal under the write lock; readers, many at once, must never see
// them differ.
func TestRWMutexInvariantStress(t *testing.T) {
	var rw sync.RWMutex
	var a, b int
	var wg gosync.WaitGroup
	const writers, readers, rounds = 3, 6, 3000
	bad := make(chan int, readers*rounds)
	for range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range rounds {
				rw.Lock()
				a++
				b++
				rw.Unlock()
			}
		}()
	}
	for r := range readers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range rounds {
				if r%2 == 0 && i%2 == 0 {
					for !rw.TryRLock() {
						runtime.Gosched()
					}
				} else {
					rw.RLock()
				}
				if a != b {
					bad <- a - b
				}
				rw.RUnlock()
			}
		}()
	}
	wg.Wait()
	close(bad)
	for d := range bad {
		t.Fatalf("a reader saw the fields differ by %d", d)
	}
	if a != writers*rounds {
		t.Fatalf("a = %d, want %d", a, writers*rounds)
	}
}
