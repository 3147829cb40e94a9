//go:build !solod

package conc

import "runtime"

// Thread is a handle to a thread started by Go or GoWith. Every Thread must be waited on or
// detached exactly once.
type Thread struct {
	t *thread
}

type thread struct {
	done   chan struct{} // closed when entry has returned
	result any
}

// ThreadOptions are the settings of GoWith. The zero ThreadOptions selects the defaults.
type ThreadOptions struct {
	StackSize int64 // stack size in bytes; 0: the default (ignored under Go: stacks grow)
	OSThread  bool  // true: a dedicated OS thread, for C code that needs one
}

// Go starts a thread running entry(arg) and returns its handle.
func Go(entry func(any) any, arg any) Thread {
	return GoWith(entry, arg, ThreadOptions{})
}

// GoWith is Go with options.
func GoWith(entry func(any) any, arg any, opts ThreadOptions) Thread {
	t := &thread{done: make(chan struct{})}
	go func() {
		if opts.OSThread {
			// Never unlocked: the OS thread ends with the goroutine.
			runtime.LockOSThread()
		}
		t.result = entry(arg)
		close(t.done)
	}()
	return Thread{t}
}

// Wait blocks until the thread's entry has returned and returns its result.
func (t Thread) Wait() any {
	<-t.t.done
	return t.t.result
}

// Detach lets the thread run on its own; its resources are released when it ends.
func (t Thread) Detach() {}

// BlockingBegin and BlockingEnd bracket a call that may block in the kernel or run long in C,
// so that the runtime can run other tasks meanwhile. They nest. Under Go they do nothing: Go's
// scheduler does this by itself.
func BlockingBegin() {}

// BlockingEnd ends what BlockingBegin began.
func BlockingEnd() {}
