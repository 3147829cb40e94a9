package sync_test

import (
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/sync"
	"solod.dev/so/sync/atomic"
	"solod.dev/so/time"
)

// tryRLock is a second reader: it reports in got whether TryRLock took a read lock of rw.
type tryRLock struct {
	rw  *sync.RWMutex
	got bool
}

func tryRead(arg any) any {
	r := arg.(*tryRLock)
	r.got = r.rw.TryRLock()
	if r.got {
		r.rw.RUnlock()
	}
	return nil
}

func TestRWMutexReadersTogether(t *testing.T) {
	var rw sync.RWMutex
	rw.RLock()
	second := tryRLock{rw: &rw}
	conc.Go(tryRead, &second).Wait()
	if !second.got {
		t.Fatal("TryRLock failed while only a reader held the lock")
	}
	if !rw.TryRLock() {
		t.Fatal("TryRLock failed while only a reader held the lock")
	}
	if rw.TryLock() {
		t.Fatal("TryLock succeeded while readers held the lock")
	}
	rw.RUnlock()
	rw.RUnlock()
	if !rw.TryLock() {
		t.Fatal("TryLock failed on a free lock")
	}
	if rw.TryRLock() || rw.TryLock() {
		t.Fatal("TryRLock or TryLock succeeded while a writer held the lock")
	}
	second.got = true
	conc.Go(tryRead, &second).Wait()
	if second.got {
		t.Fatal("TryRLock on another thread succeeded while a writer held the lock")
	}
	rw.Unlock()
	rw.Lock()
	rw.Unlock()
	rw.RLock()
	rw.RUnlock()
}

// writer takes and releases the write lock once; locked tells the test it had it.
type writer struct {
	rw     *sync.RWMutex
	locked atomic.Bool
}

func writeOnce(arg any) any {
	w := arg.(*writer)
	w.rw.Lock()
	w.locked.Store(true)
	w.rw.Unlock()
	return nil
}

// A writer waiting in Lock keeps new readers out, so it does not starve.
func TestRWMutexWaitingWriterBlocksNewReaders(t *testing.T) {
	var rw sync.RWMutex
	rw.RLock()
	w := writer{rw: &rw}
	th := conc.Go(writeOnce, &w)
	// Until the writer waits, a new reader gets in; once it waits, none does.
	for rw.TryRLock() {
		rw.RUnlock()
		time.Sleep(100 * time.Microsecond) // lets the writer run
	}
	if w.locked.Load() {
		t.Fatal("the writer got the lock while a reader held it")
	}
	rw.RUnlock()
	th.Wait()
	if !w.locked.Load() {
		t.Fatal("the writer never got the lock")
	}
}

// fields is what the threads of TestRWMutexInvariantStress share: writers keep a and b equal
// under the write lock, readers count the times they see them differ.
type fields struct {
	rw   sync.RWMutex
	a, b int
	bad  atomic.Int32
}

type rwWorker struct {
	f   *fields
	try bool // a reader that takes its lock with TryRLock (then RLock when that fails)
}

const rwRounds = 3000

func writeFields(arg any) any {
	f := arg.(*rwWorker).f
	for range rwRounds {
		f.rw.Lock()
		f.a++
		f.b++
		f.rw.Unlock()
	}
	return nil
}

func readFields(arg any) any {
	w := arg.(*rwWorker)
	f := w.f
	for i := range rwRounds {
		if !w.try || i%2 != 0 || !f.rw.TryRLock() {
			f.rw.RLock()
		}
		if f.a != f.b {
			f.bad.Add(1)
		}
		f.rw.RUnlock()
	}
	return nil
}

// Writers keep two fields equal under the write lock; readers, many at once, must never see
// them differ.
func TestRWMutexInvariantStress(t *testing.T) {
	const writers, readers = 3, 6
	var f fields
	var ws [writers + readers]rwWorker
	var threads [writers + readers]conc.Thread
	for i := range ws {
		ws[i] = rwWorker{f: &f, try: i%2 == 0}
		if i < writers {
			threads[i] = conc.Go(writeFields, &ws[i])
		} else {
			threads[i] = conc.Go(readFields, &ws[i])
		}
	}
	for _, th := range threads {
		th.Wait()
	}
	if f.bad.Load() != 0 {
		t.Fatalf("readers saw the fields differ %d times", f.bad.Load())
	}
	if f.a != writers*rwRounds || f.b != f.a {
		t.Fatalf("a = %d, b = %d, want %d", f.a, f.b, writers*rwRounds)
	}
}
