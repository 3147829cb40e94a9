package conc_test

import (
	gosync "sync"
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/time"
)

func TestStatusValues(t *testing.T) {
	// The values of conc_Ok, conc_Timeout and conc_Closed in conc.h.
	if conc.Ok != 0 || conc.Timeout != 1 || conc.Closed != 2 {
		t.Fatalf("Ok, Timeout, Closed = %d, %d, %d", conc.Ok, conc.Timeout, conc.Closed)
	}
}

func TestBufferedFIFO(t *testing.T) {
	ch := conc.NewChan[int](mem.System, 3)
	defer ch.Free()
	if ch.Len() != 0 || ch.Cap() != 3 {
		t.Fatalf("new: Len %d Cap %d", ch.Len(), ch.Cap())
	}
	for i := range 3 {
		ch.Send(i * 10)
	}
	if ch.Len() != 3 || ch.TrySend(99) {
		t.Fatalf("full: Len %d, TrySend succeeded", ch.Len())
	}
	for i := range 3 {
		var v int
		if !ch.Recv(&v) || v != i*10 {
			t.Fatalf("Recv #%d = %d", i, v)
		}
	}
	v := -1
	if ch.TryRecv(&v) || v != -1 {
		t.Fatalf("TryRecv on an empty channel: true or dst changed to %d", v)
	}
}

// A copy of a handle is the same channel.
func TestHandleCopiesShare(t *testing.T) {
	ch := conc.NewChan[string](mem.System, 1)
	defer ch.Free()
	cp := ch
	cp.Send("shared")
	var s string
	if !ch.Recv(&s) || s != "shared" {
		t.Fatalf("Recv through the original = %q", s)
	}
}

// On an unbuffered channel a send completes only with a receiver.
func TestUnbufferedRendezvous(t *testing.T) {
	ch := conc.NewChan[int](mem.System, 0)
	defer ch.Free()
	if ch.Cap() != 0 || ch.TrySend(1) || ch.SendTimeout(1, 0) != conc.Timeout {
		t.Fatal("a send without a receiver succeeded")
	}
	var v int
	if ch.TryRecv(&v) || ch.RecvTimeout(&v, -1) != conc.Timeout {
		t.Fatal("a receive without a sender succeeded")
	}
	received := make(chan int)
	go func() {
		var v int
		ch.Recv(&v)
		received <- v
	}()
	ch.Send(7) // returns only once the receiver has the value
	if got := <-received; got != 7 {
		t.Fatalf("received %d", got)
	}
	// A receiver waiting with a limit takes a value sent meanwhile.
	go ch.Send(8)
	if st := ch.RecvTimeout(&v, time.Hour); st != conc.Ok || v != 8 {
		t.Fatalf("RecvTimeout = %d, %d", st, v)
	}
	go func() { var v int; ch.Recv(&v); received <- v }()
	if st := ch.SendTimeout(9, time.Hour); st != conc.Ok || <-received != 9 {
		t.Fatalf("SendTimeout = %d", st)
	}
}

func TestCloseDrainsThenReportsClosed(t *testing.T) {
	ch := conc.NewChan[int](mem.System, 4)
	defer ch.Free()
	ch.Send(1)
	ch.Send(2)
	ch.Close()
	var v int
	if !ch.Recv(&v) || v != 1 {
		t.Fatalf("first Recv after Close = %d", v)
	}
	if st := ch.RecvTimeout(&v, 0); st != conc.Ok || v != 2 {
		t.Fatalf("RecvTimeout of a value sent before Close = %d, %d", st, v)
	}
	v = 5
	if ch.Recv(&v) || v != 0 {
		t.Fatalf("Recv on a closed, drained channel: true or dst %d, want false and 0", v)
	}
	v = 5
	if ch.TryRecv(&v) || v != 0 {
		t.Fatalf("TryRecv on a closed, drained channel: true or dst %d", v)
	}
	v = 5
	if st := ch.RecvTimeout(&v, time.Hour); st != conc.Closed || v != 0 {
		t.Fatalf("RecvTimeout on a closed channel = %d, dst %d", st, v)
	}
	if st := ch.SendTimeout(3, time.Hour); st != conc.Closed {
		t.Fatalf("SendTimeout on a closed channel = %d", st)
	}
	if ch.Recv(nil) {
		t.Fatal("Recv(nil) on a closed channel returned true")
	}
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

// Close wakes the receivers waiting on an empty channel: they get false and a zeroed dst.
func TestCloseWakesReceivers(t *testing.T) {
	empty := conc.NewChan[int](mem.System, 1)
	defer empty.Free()
	const n = 4
	results := make(chan string, n)
	var started gosync.WaitGroup
	for range n {
		started.Add(1)
		go func() {
			started.Done()
			v := 3
			if empty.Recv(&v) || v != 0 {
				results <- "a receiver got a value"
			} else {
				results <- "receiver woken"
			}
		}()
	}
	started.Wait()
	// Whether the goroutines already wait or are about to, Close must release them all.
	empty.Close()
	for range n {
		if r := <-results; r != "receiver woken" {
			t.Fatal(r)
		}
	}
}

func TestTimeouts(t *testing.T) {
	ch := conc.NewChan[int](mem.System, 1)
	defer ch.Free()
	var v int
	for _, d := range []time.Duration{-time.Second, 0, time.Millisecond} {
		if st := ch.RecvTimeout(&v, d); st != conc.Timeout {
			t.Errorf("RecvTimeout(%v) on an empty channel = %d", d, st)
		}
	}
	ch.Send(1)
	for _, d := range []time.Duration{-time.Second, 0, time.Millisecond} {
		if st := ch.SendTimeout(2, d); st != conc.Timeout {
			t.Errorf("SendTimeout(%v) on a full channel = %d", d, st)
		}
	}
	if st := ch.RecvTimeout(&v, 0); st != conc.Ok || v != 1 {
		t.Fatalf("RecvTimeout(0) with a value ready = %d, %d", st, v)
	}
	if st := ch.SendTimeout(3, 0); st != conc.Ok || !ch.TryRecv(&v) || v != 3 {
		t.Fatalf("SendTimeout(0) with room = %d", st)
	}
}

func TestNilChan(t *testing.T) {
	var ch conc.Chan[int]
	v := 4
	if ch.TrySend(1) || ch.TryRecv(&v) || v != 4 || ch.Len() != 0 || ch.Cap() != 0 {
		t.Fatal("the zero Chan is not a nil channel")
	}
	if ch.SendTimeout(1, time.Millisecond) != conc.Timeout || ch.RecvTimeout(&v, time.Millisecond) != conc.Timeout {
		t.Fatal("timed operations on the zero Chan did not time out")
	}
	ch.Free()
}

func TestElementTypes(t *testing.T) {
	type big struct {
		a [5]int64
		s string
	}
	bc := conc.NewChan[big](mem.System, 2)
	bc.Send(big{a: [5]int64{1, 2, 3, 4, 5}, s: "five"})
	var b big
	if !bc.Recv(&b) || b.a[4] != 5 || b.s != "five" {
		t.Fatalf("big element: %+v", b)
	}
	bc.Free()

	ac := conc.NewChan[any](mem.System, 2)
	ac.Send(nil)
	ac.Send(3)
	var x any = "not nil"
	if !ac.Recv(&x) || x != nil || !ac.Recv(&x) || x != 3 {
		t.Fatalf("any elements: %v", x)
	}
	ac.Free()

	pc := conc.NewChan[*int](mem.System, 0)
	n := 12
	go pc.Send(&n)
	var p *int
	if !pc.Recv(&p) || p != &n {
		t.Fatal("pointer element")
	}
	pc.Free()

	ec := conc.NewChan[struct{}](mem.System, 1)
	ec.Send(struct{}{})
	if !ec.TryRecv(nil) {
		t.Fatal("empty struct element")
	}
	ec.Free()
}

func TestNewChanMemory(t *testing.T) {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	c1 := conc.NewChan[int64](a, 100)
	c2 := conc.NewChan[int64](a, 0)
	if tr.Allocs() != 2 || tr.InUse() < 800 {
		t.Fatalf("two channels: allocs %d in use %d", tr.Allocs(), tr.InUse())
	}
	c1.Free()
	c2.Free()
	if tr.Frees() != 2 || tr.InUse() != 0 {
		t.Fatalf("after Free: frees %d in use %d", tr.Frees(), tr.InUse())
	}
	if got := panicMsg(func() { conc.NewChan[int](a, -1) }); got != "conc: negative channel capacity" {
		t.Fatalf("NewChan(-1) panicked with %q", got)
	}
	if got := panicMsg(func() { conc.NewChan[int](mem.NoAlloc, 1) }); got != "conc: out of memory" {
		t.Fatalf("NewChan(NoAlloc) panicked with %q", got)
	}
	if got := panicMsg(func() { conc.NewChan[[1 << 20]byte](a, 1<<50) }); got != "conc: out of memory" {
		t.Fatalf("NewChan of 2^70 bytes panicked with %q", got)
	}
	c := conc.NewChan[int](nil, 1) // nil: mem.System
	c.Free()
}

// Several producers and consumers over buffered and unbuffered channels: every value arrives
// exactly once.
func TestChanMPMCStress(t *testing.T) {
	for _, size := range []int{0, 1, 16} {
		ch := conc.NewChan[int](mem.System, size)
		const producers, consumers, each = 4, 4, 5000
		seen := make([]int32, producers*each)
		var pw, cw gosync.WaitGroup
		for p := range producers {
			pw.Add(1)
			go func() {
				defer pw.Done()
				for i := range each {
					v := p*each + i
					switch i % 3 {
					case 0:
						ch.Send(v)
					case 1:
						if !ch.TrySend(v) {
							ch.Send(v)
						}
					default:
						if st := ch.SendTimeout(v, time.Hour); st != conc.Ok {
							panic("SendTimeout on an open channel did not send")
						}
					}
				}
			}()
		}
		counts := make([][]int, consumers)
		for c := range consumers {
			cw.Add(1)
			go func() {
				defer cw.Done()
				var v int
				for i := 0; ; i++ {
					var ok bool
					switch (c + i) % 3 {
					case 0:
						ok = ch.Recv(&v)
					case 1:
						ok = ch.TryRecv(&v) || ch.Recv(&v)
					default:
						st := ch.RecvTimeout(&v, time.Hour)
						if st == conc.Timeout {
							panic("RecvTimeout timed out after an hour")
						}
						ok = st == conc.Ok
					}
					if !ok {
						return
					}
					counts[c] = append(counts[c], v)
				}
			}()
		}
		pw.Wait()
		ch.Close()
		cw.Wait()
		ch.Free()
		for _, cs := range counts {
			for _, v := range cs {
				seen[v]++
			}
		}
		for v, n := range seen {
			if n != 1 {
				t.Fatalf("buffer %d: value %d arrived %d times", size, v, n)
			}
		}
	}
}
