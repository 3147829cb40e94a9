//go:build solod

package conc

import "unsafe"

//so:include "so/conc/conc.h"

// Thread is a running thread (C's conc_Thread): it must be waited on or detached exactly once.
//
//so:extern conc_Thread
type Thread struct {
	handle uintptr `c:"handle"`
}

// ThreadOptions are GoWith's options (C's conc_ThreadOptions).
//
//so:extern conc_ThreadOptions
type ThreadOptions struct {
	StackSize int64 // bytes; 0: the default
	OSThread  bool  // a dedicated OS thread instead of a lightweight task
}

// Go starts entry(arg) on a thread of its own and returns at once; arg is a pointer (or nil)
// the caller keeps alive until the thread is done with it. entry gets arg back as an any holding
// the pointer's type, and may return nil or that argument unchanged (Wait gives it back): a
// panic in a thread ends the program.
//
//so:extern conc_Go
func Go(entry func(any) any, arg any) Thread { return Thread{} }

// GoWith is Go with options: a larger stack, or a dedicated OS thread.
//
//so:extern conc_GoWith
func GoWith(entry func(any) any, arg any, opts ThreadOptions) Thread { return Thread{} }

// Wait blocks until the thread's entry returns and gives back its result: what a So entry
// returned (nil, or the argument it was given, with its type), or an unsafe.Pointer from an
// entry written in C.
func (t Thread) Wait() any {
	w := waitTyped(t)
	if w.Tab == nil {
		if w.Result == nil {
			return nil
		}
		return w.Result
	}
	var r any
	parts := (*ifaceParts)(unsafe.Pointer(&r))
	parts.tab = w.Tab
	parts.data[0] = uintptr(w.Result)
	return r
}

// threadResult is what an entry returned (C's conc_ThreadResult): a pointer and, when the
// entry is So code that returned an interface value, that value's itab (nil otherwise).
//
//so:extern conc_ThreadResult
type threadResult struct {
	Result unsafe.Pointer
	Tab    unsafe.Pointer
}

// waitTyped is Wait in C, with the result's itab.
//
//so:extern conc_Thread_WaitTyped
func waitTyped(t Thread) threadResult { return threadResult{} }

// ifaceParts is an interface value as solod lays it out in C (builtin.h's so_Iface): its itab
// and its data, which for a pointer is the pointer itself.
type ifaceParts struct {
	tab  unsafe.Pointer
	data [3]uintptr
}

// Detach lets the thread run on its own; its resources are released when it ends.
//
//so:extern
func (t Thread) Detach() {}

// BlockingBegin and BlockingEnd bracket a call that may block in the kernel or run long in C,
// so that the runtime runs other tasks elsewhere meanwhile.
//
//so:extern conc_BlockingBegin
func BlockingBegin() {}

// BlockingEnd ends what BlockingBegin began.
//
//so:extern conc_BlockingEnd
func BlockingEnd() {}
