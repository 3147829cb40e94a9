// conc.Chan from So: an unbuffered and a buffered channel of a struct type between threads,
// TrySend/TryRecv, Len/Cap, SendTimeout/RecvTimeout with each Status, the nil channel, Close
// with values still buffered, and a channel whose memory comes from a user-defined Allocator.
package main

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/time"
)

type msg struct {
	id   int
	text string
	ok   bool
}

type pipe struct {
	in, out *conc.Chan[msg]
}

// echo receives every message on in and sends it back on out, changed, until in is closed.
func echo(arg any) any {
	p := arg.(*pipe)
	var m msg
	for p.in.Recv(&m) {
		m.id *= 10
		m.ok = true
		p.out.Send(m)
	}
	p.out.Close()
	return nil
}

func unbuffered() {
	in := conc.NewChan[msg](mem.System, 0)
	defer in.Free()
	out := conc.NewChan[msg](nil, 0)
	defer out.Free()
	println("unbuffered cap:", in.Cap(), in.Len())
	thr := conc.Go(echo, &pipe{in: &in, out: &out})
	texts := []string{"one", "two", "three"}
	for i, t := range texts {
		in.Send(msg{id: i + 1, text: t})
		var r msg
		ok := out.Recv(&r)
		println("echo:", ok, r.id, r.text, r.ok)
	}
	in.Close()
	var r msg
	r.id = 99
	println("closed:", out.Recv(&r), r.id, r.text == "", r.ok)
	println("wait:", thr.Wait() == nil)
}

func buffered() {
	ch := conc.NewChan[msg](mem.System, 3)
	defer ch.Free()
	println("cap:", ch.Cap(), "len:", ch.Len())
	println("try recv on empty:", ch.TryRecv(nil))
	for i := range 3 {
		println("try send:", ch.TrySend(msg{id: i, text: "m"}), ch.Len())
	}
	println("try send on full:", ch.TrySend(msg{id: 3}))
	println("send timeout on full:", ch.SendTimeout(msg{id: 3}, 5*time.Millisecond) == conc.Timeout)
	println("send timeout 0 on full:", ch.SendTimeout(msg{id: 3}, 0) == conc.Timeout)
	var m msg
	println("recv:", ch.Recv(&m), m.id, m.text, ch.Len())
	println("recv timeout:", ch.RecvTimeout(&m, time.Second) == conc.Ok, m.id)
	println("send timeout with room:", ch.SendTimeout(msg{id: 7, text: "late"}, time.Second) == conc.Ok)
	println("try recv:", ch.TryRecv(&m), m.id, ch.Len())
	ch.Close()
	println("send timeout on closed:", ch.SendTimeout(msg{}, time.Second) == conc.Closed)
	println("drain:", ch.RecvTimeout(&m, 0) == conc.Ok, m.id, m.text)
	println("drained:", ch.RecvTimeout(&m, time.Second) == conc.Closed, m.id, m.text == "")
	println("try recv closed:", ch.TryRecv(&m), ch.Recv(nil))

	empty := conc.NewChan[int](mem.System, 1)
	defer empty.Free()
	var v int
	start := time.Now()
	st := empty.RecvTimeout(&v, 20*time.Millisecond)
	println("recv timeout:", st == conc.Timeout, st, time.Since(start) >= 20*time.Millisecond)
	println("statuses:", conc.Ok, conc.Timeout, conc.Closed)
}

func nilChan() {
	var ch conc.Chan[int]
	v := 5
	println("nil chan:", ch.Len(), ch.Cap(), ch.TrySend(1), ch.TryRecv(&v), v)
	println("nil timeouts:", ch.SendTimeout(1, time.Millisecond) == conc.Timeout,
		ch.RecvTimeout(&v, time.Millisecond) == conc.Timeout)
	ch.Free()
}

// counting is a user-defined Allocator that counts its calls.
type counting struct{ allocs, frees int }

func (c *counting) Alloc(size, align int) (any, error) {
	c.allocs++
	return mem.System.Alloc(size, align)
}

func (c *counting) Realloc(ptr any, oldSize, newSize, align int) (any, error) {
	return mem.System.Realloc(ptr, oldSize, newSize, align)
}

func (c *counting) Free(ptr any, size, align int) {
	c.frees++
	mem.System.Free(ptr, size, align)
}

func userAllocator() {
	c := &counting{}
	ch := conc.NewChan[[4]int](c, 2)
	ch.Send([4]int{1, 2, 3, 4})
	var a [4]int
	ch.Recv(&a)
	println("user chan:", a[0], a[3], c.allocs, c.frees)
	ch.Free()
	println("user chan freed:", c.allocs, c.frees)

	tr := mem.NewTracker(mem.System)
	tc := conc.NewChan[int](tr.Allocator(), 4)
	println("tracked chan:", tr.Allocs(), tr.Frees(), tr.InUse() > 0)
	tc.Free()
	println("tracked chan freed:", tr.Allocs(), tr.Frees(), tr.InUse())
}

func main() {
	unbuffered()
	buffered()
	nilChan()
	userAllocator()
}
