// Package sync provides mutual exclusion and waiting for the threads and tasks that package
// solod.dev/so/conc starts: the So counterpart of Go's sync package.
//
// Every type is ready to use at its zero value, except Cond, which Init binds to its Mutex.
// A value must not be copied after first use (go vet's copylocks check reports copies). The
// Init and Free methods of Mutex and Once, and Free of Cond, do nothing: they keep programs
// written for the peer Solod's library, where they are needed, compiling.
//
// Exported API (the So declarations mirror exactly this):
//
//	type Mutex struct{ ... }
//	    func (m *Mutex) Lock()
//	    func (m *Mutex) TryLock() bool
//	    func (m *Mutex) Unlock()        // panics "sync: unlock of unlocked mutex"
//	    func (m *Mutex) Init()          // does nothing
//	    func (m *Mutex) Free()          // does nothing
//	type RWMutex struct{ ... }
//	    func (rw *RWMutex) Lock()
//	    func (rw *RWMutex) Unlock()     // panics "sync: Unlock of unlocked RWMutex"
//	    func (rw *RWMutex) RLock()
//	    func (rw *RWMutex) RUnlock()    // panics "sync: RUnlock of unlocked RWMutex"
//	    func (rw *RWMutex) TryLock() bool
//	    func (rw *RWMutex) TryRLock() bool
//	type Cond struct{ ... }
//	    func (c *Cond) Init(mu *Mutex)
//	    func (c *Cond) Wait()
//	    func (c *Cond) WaitFor(nsec int64) bool // true: timed out
//	    func (c *Cond) Signal()
//	    func (c *Cond) Broadcast()
//	    func (c *Cond) Free()           // does nothing
//	    // Wait, WaitFor, Signal and Broadcast panic "sync: Cond used before Init"
//	type Once struct{ ... }
//	    func (o *Once) Do(f func())
//	    func (o *Once) Init()           // does nothing
//	    func (o *Once) Free()           // does nothing
//	type WaitGroup struct{ ... }
//	    func (wg *WaitGroup) Add(delta int) // panics "sync: negative WaitGroup counter"
//	    func (wg *WaitGroup) Done()
//	    func (wg *WaitGroup) Wait()
//
// Misuse panics (a recoverable panic, printed as "panic: <message>" with exit status 2 when
// nothing recovers it) where Go's own sync package would end the program with "fatal error:",
// because a So program cannot tell the two apart and the C runtime panics.
//
// Two implementations bind this API. Under the Go toolchain (files built without the solod
// build tag) it runs on Go's sync package, goroutines and channels, so a So program also runs
// under go run and Go's output is the oracle. solod builds with the solod tag, where the same
// declarations bind to the C runtime (sync.h).
package sync
