package conc_test

import (
	"testing"

	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/sync"
	"solod.dev/so/sync/atomic"
	"solod.dev/so/time"
)

// receiver is a thread's receive of one value from ch into v (ok: Recv's result).
type receiver struct {
	ch conc.Chan[int]
	v  int
	ok bool
}

func receiveOne(arg any) any {
	r := arg.(*receiver)
	r.ok = r.ch.Recv(&r.v)
	return nil
}

// sender is a thread's send of v on ch.
type sender[T any] struct {
	ch conc.Chan[T]
	v  T
}

func sendOne[T any](arg any) any {
	s := arg.(*sender[T])
	s.ch.Send(s.v)
	return nil
}

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
	r := receiver{ch: ch}
	th := conc.Go(receiveOne, &r)
	ch.Send(7) // returns only once the receiver has the value
	th.Wait()
	if !r.ok || r.v != 7 {
		t.Fatalf("received %d, %v", r.v, r.ok)
	}
	// A receiver waiting with a limit takes a value sent meanwhile.
	s := sender[int]{ch: ch, v: 8}
	th = conc.Go(sendOne[int], &s)
	if st := ch.RecvTimeout(&v, time.Hour); st != conc.Ok || v != 8 {
		t.Fatalf("RecvTimeout = %d, %d", st, v)
	}
	th.Wait()
	// A sender waiting with a limit gives its value to a receiver that comes meanwhile.
	r = receiver{ch: ch}
	th = conc.Go(receiveOne, &r)
	if st := ch.SendTimeout(9, time.Hour); st != conc.Ok {
		t.Fatalf("SendTimeout = %d", st)
	}
	th.Wait()
	if !r.ok || r.v != 9 {
		t.Fatalf("received %d, %v", r.v, r.ok)
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

// closeWaiters is what the receivers of TestCloseWakesReceivers share.
type closeWaiters struct {
	ch      conc.Chan[int]
	started sync.WaitGroup
	woken   atomic.Int32 // receivers that got false and a zeroed dst
	got     atomic.Int32 // receivers that got something else
}

func recvUntilClosed(arg any) any {
	w := arg.(*closeWaiters)
	w.started.Done()
	v := 3
	if w.ch.Recv(&v) || v != 0 {
		w.got.Add(1)
	} else {
		w.woken.Add(1)
	}
	return nil
}

// Close wakes the receivers waiting on an empty channel: they get false and a zeroed dst.
func TestCloseWakesReceivers(t *testing.T) {
	const n = 4
	w := closeWaiters{ch: conc.NewChan[int](mem.System, 1)}
	defer w.ch.Free()
	var threads [n]conc.Thread
	w.started.Add(n)
	for i := range threads {
		threads[i] = conc.Go(recvUntilClosed, &w)
	}
	w.started.Wait()
	// Whether the threads already wait or are about to, Close must release them all.
	w.ch.Close()
	for _, th := range threads {
		th.Wait()
	}
	if w.woken.Load() != n || w.got.Load() != 0 {
		t.Fatalf("%d receivers woken, %d got a value", w.woken.Load(), w.got.Load())
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

	n := 12
	ps := sender[*int]{ch: conc.NewChan[*int](mem.System, 0), v: &n}
	th := conc.Go(sendOne[*int], &ps)
	var p *int
	if !ps.ch.Recv(&p) || p != &n {
		t.Fatal("pointer element")
	}
	th.Wait()
	ps.ch.Free()

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
	c := conc.NewChan[int](nil, 1) // nil: mem.System
	c.Free()
}

const mpmcProducers, mpmcConsumers, mpmcEach = 4, 4, 5000

// mpmc is what the threads of TestChanMPMCStress share: how often each value arrived, and the
// operations that did not do what they should (a timed send on an open channel that did not
// send, a timed receive that timed out after an hour).
type mpmc struct {
	ch   conc.Chan[int]
	seen [mpmcProducers * mpmcEach]atomic.Int32
	bad  atomic.Int32
}

type mpmcWorker struct {
	m *mpmc
	k int
}

func produce(arg any) any {
	w := arg.(*mpmcWorker)
	ch := w.m.ch
	for i := range mpmcEach {
		v := w.k*mpmcEach + i
		switch i % 3 {
		case 0:
			ch.Send(v)
		case 1:
			if !ch.TrySend(v) {
				ch.Send(v)
			}
		default:
			if st := ch.SendTimeout(v, time.Hour); st != conc.Ok {
				w.m.bad.Add(1)
			}
		}
	}
	return nil
}

func consume(arg any) any {
	w := arg.(*mpmcWorker)
	ch := w.m.ch
	var v int
	for i := 0; ; i++ {
		var ok bool
		switch (w.k + i) % 3 {
		case 0:
			ok = ch.Recv(&v)
		case 1:
			ok = ch.TryRecv(&v) || ch.Recv(&v)
		default:
			st := ch.RecvTimeout(&v, time.Hour)
			if st == conc.Timeout {
				w.m.bad.Add(1)
			}
			ok = st == conc.Ok
		}
		if !ok {
			return nil
		}
		w.m.seen[v].Add(1)
	}
}

// Several producers and consumers over buffered and unbuffered channels: every value arrives
// exactly once.
func TestChanMPMCStress(t *testing.T) {
	for _, size := range []int{0, 1, 16} {
		m, err := mem.TryAlloc[mpmc](mem.System)
		if err != nil {
			t.Fatal(err)
		}
		m.ch = conc.NewChan[int](mem.System, size)
		var ps [mpmcProducers]mpmcWorker
		var cs [mpmcConsumers]mpmcWorker
		var pt [mpmcProducers]conc.Thread
		var ct [mpmcConsumers]conc.Thread
		for k := range ps {
			ps[k] = mpmcWorker{m: m, k: k}
			pt[k] = conc.Go(produce, &ps[k])
		}
		for k := range cs {
			cs[k] = mpmcWorker{m: m, k: k}
			ct[k] = conc.Go(consume, &cs[k])
		}
		for _, th := range pt {
			th.Wait()
		}
		m.ch.Close()
		for _, th := range ct {
			th.Wait()
		}
		m.ch.Free()
		bad, wrong := m.bad.Load(), -1
		for v := range m.seen {
			if m.seen[v].Load() != 1 {
				wrong = v
				break
			}
		}
		mem.Free(mem.System, m)
		if bad != 0 || wrong >= 0 {
			t.Fatalf("buffer %d: %d timed operations failed; value %d did not arrive exactly once (-1: none)",
				size, bad, wrong)
		}
	}
}
