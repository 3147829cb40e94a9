//go:build !solod

// What runs under go test only: the panics of package conc (So cannot recover a panic;
// close_senders_test.go too), and a thread's result other than its pointer argument given back
// by Wait (under solod an entry returns nil or that argument, as C holds only a pointer). The
// tests in the other files run under solod test too.

package conc_test

import (
	"fmt"
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/mem"
)

// panicMsg runs f and returns what it panicked with, or "no panic".
func panicMsg(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
		}
	}()
	f()
	return "no panic"
}

func TestClosePanics(t *testing.T) {
	ch := conc.NewChan[int](mem.System, 1)
	defer ch.Free()
	ch.Close()
	for name, f := range map[string]func(){
		"Send":    func() { ch.Send(1) },
		"TrySend": func() { ch.TrySend(1) },
	} {
		if got := panicMsg(f); got != "send on closed channel" {
			t.Errorf("%s on a closed channel panicked with %q", name, got)
		}
	}
	if got := panicMsg(ch.Close); got != "close of closed channel" {
		t.Errorf("a second Close panicked with %q", got)
	}
	var nilCh conc.Chan[int]
	if got := panicMsg(nilCh.Close); got != "close of nil channel" {
		t.Errorf("Close of the zero Chan panicked with %q", got)
	}
}

func TestNewChanPanics(t *testing.T) {
	a := mem.NewTracker(mem.System)
	if got := panicMsg(func() { conc.NewChan[int](a.Allocator(), -1) }); got != "conc: negative channel capacity" {
		t.Fatalf("NewChan(-1) panicked with %q", got)
	}
	if got := panicMsg(func() { conc.NewChan[int](mem.NoAlloc, 1) }); got != "conc: out of memory" {
		t.Fatalf("NewChan(NoAlloc) panicked with %q", got)
	}
	if got := panicMsg(func() { conc.NewChan[[1 << 20]byte](a.Allocator(), 1<<50) }); got != "conc: out of memory" {
		t.Fatalf("NewChan of 2^70 bytes panicked with %q", got)
	}
	if a.InUse() != 0 {
		t.Fatalf("in use %d", a.InUse())
	}
}

func TestNewPoolPanics(t *testing.T) {
	if got := panicMsg(func() { conc.NewPool(mem.NoAlloc, conc.PoolOptions{}) }); got != "conc: out of memory" {
		t.Fatalf("NewPool(NoAlloc) panicked with %q", got)
	}
}

func TestSelectSendOnClosed(t *testing.T) {
	a := conc.NewChan[int](mem.System, 1)
	defer a.Free()
	a.Close()
	if got := panicMsg(func() { conc.Select(conc.SendCase(&a, 1)) }); got != "send on closed channel" {
		t.Fatalf("send case on a closed channel panicked with %q", got)
	}
}

func triple(arg any) any {
	return 3 * arg.(int)
}

// Under Go, Wait gives back whatever the entry returned (here an int: under solod an entry
// returns nil or its pointer argument, which thread_test.go checks).
func TestWaitReturnsTheResult(t *testing.T) {
	if r := conc.Go(triple, 14).Wait(); r != 42 {
		t.Fatalf("Wait = %v, want 42", r)
	}
	if r := conc.GoWith(triple, 5, conc.ThreadOptions{OSThread: true}).Wait(); r != 15 {
		t.Fatalf("GoWith(OSThread).Wait = %v, want 15", r)
	}
}
