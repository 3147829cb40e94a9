//go:build solod

package conc

import (
	"unsafe"

	"solod.dev/so/internal/memc"
	"solod.dev/so/mem"
	"solod.dev/so/time"
)

// Status is the outcome of SendTimeout and RecvTimeout (C's conc_Status).
type Status int32

// The Status values, C's conc_Ok, conc_Timeout and conc_Closed.
const (
	Ok      Status = 0 // the value was sent or received
	Timeout Status = 1 // the time ran out first
	Closed  Status = 2 // the channel is closed (and, for a receive, drained)
)

// cChan is the C runtime's type-erased channel handle.
//
//so:extern conc_Chan
type cChan struct {
	impl unsafe.Pointer `c:"impl"`
}

// Chan is a channel of T values: a handle over the C runtime's conc_Chan, and copies of it
// share one channel. The zero Chan is a nil channel. Its methods copy values in and out
// through pointers (the C runtime knows only the element's size).
type Chan[T any] struct {
	c cChan
}

//so:extern conc_NewChan
func newChan(alloc memc.C, elemSize, elemAlign, n int) cChan { return cChan{} }

//so:extern conc_Chan_Send
func chanSend(ch cChan, v unsafe.Pointer) {}

//so:extern conc_Chan_Recv
func chanRecv(ch cChan, dst unsafe.Pointer) bool { return false }

//so:extern conc_Chan_SendTimeout
func chanSendTimeout(ch cChan, v unsafe.Pointer, d time.Duration) Status { return 0 }

//so:extern conc_Chan_RecvTimeout
func chanRecvTimeout(ch cChan, dst unsafe.Pointer, d time.Duration) Status { return 0 }

//so:extern conc_Chan_TrySend
func chanTrySend(ch cChan, v unsafe.Pointer) bool { return false }

//so:extern conc_Chan_TryRecv
func chanTryRecv(ch cChan, dst unsafe.Pointer) bool { return false }

//so:extern conc_Chan_Len
func chanLen(ch cChan) int { return 0 }

//so:extern conc_Chan_Cap
func chanCap(ch cChan) int { return 0 }

//so:extern conc_Chan_Close
func chanClose(ch cChan) {}

//so:extern conc_Chan_Free
func chanFree(ch cChan) {}

// NewChan makes a channel of T with room for n values (n == 0: unbuffered); its memory (one
// block) comes from alloc (nil: mem.System), which must outlive it. It panics with "conc:
// negative channel capacity" if n < 0 and "conc: out of memory" if alloc fails.
func NewChan[T any](alloc mem.Allocator, n int) Chan[T] {
	var zero T
	c := newChan(memc.ForObject(uintptr(unsafe.Pointer(&alloc))), int(unsafe.Sizeof(zero)),
		int(unsafe.Alignof(zero)), n)
	return Chan[T]{c: c}
}

// Send sends v, blocking until there is room (buffered) or a receiver (unbuffered). It panics
// with "send on closed channel" if the channel is closed, also while it waits.
func (ch *Chan[T]) Send(v T) { chanSend(ch.c, unsafe.Pointer(&v)) }

// Recv blocks until a value arrives, stores it in *dst (unless dst is nil) and returns true.
// Once the channel is closed and drained it returns false and zeroes *dst.
func (ch *Chan[T]) Recv(dst *T) bool { return chanRecv(ch.c, unsafe.Pointer(dst)) }

// SendTimeout sends v if that is possible within d (d <= 0: at once) and returns Ok, Timeout,
// or Closed if the channel is closed. It never panics.
func (ch *Chan[T]) SendTimeout(v T, d time.Duration) Status {
	return chanSendTimeout(ch.c, unsafe.Pointer(&v), d)
}

// RecvTimeout receives into *dst if a value arrives within d (d <= 0: at once) and returns Ok,
// Timeout, or Closed once the channel is closed and drained (then *dst is zeroed).
func (ch *Chan[T]) RecvTimeout(dst *T, d time.Duration) Status {
	return chanRecvTimeout(ch.c, unsafe.Pointer(dst), d)
}

// TrySend sends v only if that needs no waiting and reports whether it did; it panics on a
// closed channel.
func (ch *Chan[T]) TrySend(v T) bool { return chanTrySend(ch.c, unsafe.Pointer(&v)) }

// TryRecv receives into *dst only if a value is ready and reports whether it did.
func (ch *Chan[T]) TryRecv(dst *T) bool { return chanTryRecv(ch.c, unsafe.Pointer(dst)) }

// Len is the number of values in the buffer.
func (ch *Chan[T]) Len() int { return chanLen(ch.c) }

// Cap is the size of the buffer (0: unbuffered).
func (ch *Chan[T]) Cap() int { return chanCap(ch.c) }

// Close closes the channel and wakes every waiter. It panics with "close of closed channel"
// when the channel is already closed and "close of nil channel" on the zero Chan.
func (ch *Chan[T]) Close() { chanClose(ch.c) }

// Free gives the channel's memory back to its allocator; nothing may use the channel
// afterwards. Free of the zero Chan does nothing.
func (ch *Chan[T]) Free() { chanFree(ch.c) }
