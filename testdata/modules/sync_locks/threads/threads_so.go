//go:build solod

// Package threads starts threads for the test: under solod, the C runtime's tasks of
// so/conc (conc.h), bound here because so/conc has no So declarations in this module's view.
package threads

import "unsafe"

//so:include "so/conc/conc.h"

// Thread is conc.h's thread handle.
//
//so:extern conc_Thread
type Thread struct {
	handle unsafe.Pointer
}

// Go starts a thread running entry(arg).
//
//so:extern conc_Go
func Go(entry func(any) any, arg any) Thread { panic("C") }

// Wait blocks until the thread's entry has returned.
//
//so:extern
func (t Thread) Wait() any { panic("C") }
