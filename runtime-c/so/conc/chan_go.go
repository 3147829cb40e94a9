//go:build !solod

package conc

import (
	"math"
	gotime "time"
	"unsafe"

	"solod.dev/so/mem"
	"solod.dev/so/time"
)

// Status is the outcome of SendTimeout and RecvTimeout.
type Status int32

const (
	Ok      Status = 0 // the value was sent or received
	Timeout Status = 1 // the time ran out first
	Closed  Status = 2 // the channel is closed (and, for a receive, drained)
)

// Chan is a channel of T values: a small handle, and copies of it share one channel. The zero
// Chan is a nil channel.
type Chan[T any] struct {
	c *channel[T]
}

// channel holds a Go channel of *T rather than of T: Go refuses channel element types larger
// than 64 KiB, and So does not. Each send copies its value into a fresh T.
type channel[T any] struct {
	ch  chan *T
	mem block
}

// chanHeader approximates the C runtime's channel header, so that a channel's block has about
// the size it has in So.
const chanHeader = 128

// NewChan makes a channel of T with room for n values (n == 0: unbuffered), its memory taken
// from alloc, which must outlive it.
func NewChan[T any](alloc mem.Allocator, n int) Chan[T] {
	if n < 0 {
		panic("conc: negative channel capacity")
	}
	var zero T
	elem, align := int(unsafe.Sizeof(zero)), int(unsafe.Alignof(zero))
	if elem > 0 && n > (math.MaxInt-chanHeader)/elem {
		panic("conc: out of memory")
	}
	b := reserve(alloc, chanHeader+n*elem, max(align, 8))
	return Chan[T]{&channel[T]{ch: make(chan *T, n), mem: b}}
}

// Send sends v, blocking until there is room (buffered) or a receiver (unbuffered). It panics
// with "send on closed channel" if the channel is closed, also while it waits.
func (ch *Chan[T]) Send(v T) {
	if ch.c == nil {
		select {}
	}
	ch.c.ch <- &v
}

// Recv blocks until a value arrives, stores it in *dst (unless dst is nil) and returns true.
// Once the channel is closed and drained it returns false and zeroes *dst.
func (ch *Chan[T]) Recv(dst *T) bool {
	if ch.c == nil {
		select {}
	}
	p, ok := <-ch.c.ch
	return received(dst, p, ok) == Ok
}

// SendTimeout sends v if that is possible within d (d <= 0: at once) and returns Ok, Timeout,
// or Closed if the channel is closed. It never panics.
func (ch *Chan[T]) SendTimeout(v T, d time.Duration) (st Status) {
	c := ch.c
	if c == nil {
		time.Sleep(d)
		return Timeout
	}
	defer func() {
		if r := recover(); r != nil {
			if !isSendOnClosed(r) {
				panic(r)
			}
			st = Closed
		}
	}()
	select {
	case c.ch <- &v:
		return Ok
	default:
	}
	if d <= 0 {
		return Timeout
	}
	t := gotime.NewTimer(gotime.Duration(d))
	defer t.Stop()
	select {
	case c.ch <- &v:
		return Ok
	case <-t.C:
	}
	// A receiver that is there as the time runs out still wins.
	select {
	case c.ch <- &v:
		return Ok
	default:
		return Timeout
	}
}

// isSendOnClosed reports whether a recovered panic is Go's "send on closed channel".
func isSendOnClosed(r any) bool {
	err, ok := r.(error)
	return ok && err.Error() == "send on closed channel"
}

// RecvTimeout receives a value into *dst (unless dst is nil) if one arrives within d (d <= 0:
// at once) and returns Ok, Timeout, or Closed once the channel is closed and drained (then *dst
// is zeroed).
func (ch *Chan[T]) RecvTimeout(dst *T, d time.Duration) Status {
	c := ch.c
	if c == nil {
		time.Sleep(d)
		return Timeout
	}
	select {
	case p, ok := <-c.ch:
		return received(dst, p, ok)
	default:
	}
	if d <= 0 {
		return Timeout
	}
	t := gotime.NewTimer(gotime.Duration(d))
	defer t.Stop()
	select {
	case p, ok := <-c.ch:
		return received(dst, p, ok)
	case <-t.C:
	}
	// A value that arrives as the time runs out still wins.
	select {
	case p, ok := <-c.ch:
		return received(dst, p, ok)
	default:
		return Timeout
	}
}

// received stores what a receive got (p, or the zero T once the channel is closed) in *dst,
// unless dst is nil, and returns Ok or Closed.
func received[T any](dst *T, p *T, ok bool) Status {
	if !ok {
		if dst != nil {
			var zero T
			*dst = zero
		}
		return Closed
	}
	if dst != nil {
		*dst = *p
	}
	return Ok
}

// TrySend sends v if that needs no waiting and reports whether it did. Like a send in a Go
// select with a default case, it panics with "send on closed channel" on a closed channel.
func (ch *Chan[T]) TrySend(v T) bool {
	if ch.c == nil {
		return false
	}
	select {
	case ch.c.ch <- &v:
		return true
	default:
		return false
	}
}

// TryRecv receives a value into *dst (unless dst is nil) if one is ready and reports whether it
// did. On a closed, drained channel it returns false and zeroes *dst.
func (ch *Chan[T]) TryRecv(dst *T) bool {
	if ch.c == nil {
		return false
	}
	select {
	case p, ok := <-ch.c.ch:
		return received(dst, p, ok) == Ok
	default:
		return false
	}
}

// Len returns the number of values queued in the buffer.
func (ch *Chan[T]) Len() int {
	if ch.c == nil {
		return 0
	}
	return len(ch.c.ch)
}

// Cap returns the size of the buffer (0 for an unbuffered channel).
func (ch *Chan[T]) Cap() int {
	if ch.c == nil {
		return 0
	}
	return cap(ch.c.ch)
}

// Close closes the channel and wakes every waiter: receivers get the values still buffered and
// then false, blocked senders panic. It panics with "close of closed channel" if the channel is
// already closed and "close of nil channel" on the zero Chan.
func (ch *Chan[T]) Close() {
	if ch.c == nil {
		var nilChan chan *T
		close(nilChan)
	}
	close(ch.c.ch)
}

// Free gives the channel's memory back to its allocator. Nothing may use or wait on the channel
// afterwards. Free of the zero Chan does nothing.
func (ch *Chan[T]) Free() {
	if ch.c == nil {
		return
	}
	ch.c.mem.free()
}
