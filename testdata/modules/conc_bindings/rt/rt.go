// Package rt binds a slice of the runtime through its C headers, as the standard library's
// So side does: threads (conc_Go, conc_Thread_Wait) and a mutex (sync_Mutex). The Go bodies
// are what `go run` executes (goroutines, a channel, a spin lock on atomics); solod calls the
// C runtime, or the Rust runtime with --runtime rust.
package rt

import (
	"runtime"
	"sync/atomic"
	"unsafe"
)

//so:include "so/conc/conc.h"
//so:include "so/sync/sync.h"

// Thread is the runtime's thread handle (8 bytes, as conc_Thread).
//
//so:extern conc_Thread
type Thread struct {
	h unsafe.Pointer
}

// Go starts entry(arg) on a thread of its own.
//
//so:extern conc_Go
func Go(entry func(any) any, arg any) Thread {
	done := make(chan any, 1)
	go func() { done <- entry(arg) }()
	return Thread{unsafe.Pointer(&done)}
}

// Wait waits for the thread's entry to return and gives back its result.
//
//so:extern conc_Thread_Wait
func (t Thread) Wait() any {
	return <-*(*chan any)(t.h)
}

// Mutex is the runtime's mutex (4 bytes, as sync_Mutex); the zero value is unlocked.
//
//so:extern sync_Mutex
type Mutex struct {
	state uint32
}

// Lock takes the mutex.
//
//so:extern sync_Mutex_Lock
func (m *Mutex) Lock() {
	for !atomic.CompareAndSwapUint32(&m.state, 0, 1) {
		runtime.Gosched()
	}
}

// Unlock releases it.
//
//so:extern sync_Mutex_Unlock
func (m *Mutex) Unlock() {
	atomic.StoreUint32(&m.state, 0)
}
