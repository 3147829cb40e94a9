package main

// The chan rows, twin of bench/c/chan.c and bench/go/chan.go. Every channel carries int64
// values; every run checks the sum of what was received.

import (
	"solod.dev/so/conc"
	"solod.dev/so/mem"
	"solod.dev/so/sync/atomic"
	"solod.dev/so/time"
)

const batch = 1000

func sumTo(k int64) int64 { return k * (k + 1) / 2 }

func chanUncontended(n int64) time.Duration {
	ch := conc.NewChan[int64](mem.System, 100)
	var sum, v int64
	t0 := time.Now()
	for b := int64(0); b < n; b++ {
		for i := int64(1); i <= 100; i++ {
			ch.Send(i)
		}
		for i := 0; i < 100; i++ {
			ch.Recv(&v)
			sum += v
		}
	}
	d := time.Since(t0)
	ch.Free()
	if sum != n*sumTo(100) {
		fail("ChanUncontended", "wrong sum")
	}
	return d
}

// prodCtx: one producer task sending 1..count on ch.
type prodCtx struct {
	g     gate
	ch    conc.Chan[int64]
	count int64
}

func producer(arg any) any {
	c := arg.(*prodCtx)
	c.g.enter()
	for i := int64(1); i <= c.count; i++ {
		c.ch.Send(i)
	}
	c.g.leave()
	return nil
}

// prodConsState is package-level: the tasks prodCons starts are detached, and a detached
// task may outlive any frame.
var prodConsState prodCtx

// prodCons: one producer task, the calling task consumes.
func prodCons(name string, capacity int, n int64) time.Duration {
	c := &prodConsState
	*c = prodCtx{}
	c.ch = conc.NewChan[int64](mem.System, capacity)
	c.count = n * batch
	c.g.init(1)
	conc.Go(producer, c).Detach()
	t0 := c.g.start()
	var sum, v int64
	for i := int64(0); i < c.count; i++ {
		c.ch.Recv(&v)
		sum += v
	}
	d := c.g.finish(t0)
	c.ch.Free()
	if sum != sumTo(c.count) {
		fail(name, "wrong sum")
	}
	return d
}

// pingCtx: a task answering every v received on ping with v+1 on pong, rounds times.
type pingCtx struct {
	g          gate
	ping, pong conc.Chan[int64]
	rounds     int64
}

func ponger(arg any) any {
	c := arg.(*pingCtx)
	c.g.enter()
	var v int64
	for i := int64(0); i < c.rounds; i++ {
		c.ping.Recv(&v)
		c.pong.Send(v + 1)
	}
	c.g.leave()
	return nil
}

// pingPongState is package-level: the tasks pingPong starts are detached, and a detached
// task may outlive any frame.
var pingPongState pingCtx

// pingPong runs rounds round trips between the calling task and a ponger (ChanPingPong, and
// SwitchPingPong on one carrier).
func pingPong(name string, rounds int64) time.Duration {
	c := &pingPongState
	*c = pingCtx{}
	c.ping = conc.NewChan[int64](mem.System, 0)
	c.pong = conc.NewChan[int64](mem.System, 0)
	c.rounds = rounds
	c.g.init(1)
	conc.Go(ponger, c).Detach()
	t0 := c.g.start()
	var sum, v int64
	for i := int64(0); i < rounds; i++ {
		c.ping.Send(i)
		c.pong.Recv(&v)
		sum += v
	}
	d := c.g.finish(t0)
	c.ping.Free()
	c.pong.Free()
	if sum != sumTo(rounds) {
		fail(name, "wrong sum")
	}
	return d
}

const mpmcSide = 4

type mpmcCtx struct {
	g             gate
	ch            conc.Chan[int64]
	perProducer   int64
	producersLeft atomic.Int32
	total         atomic.Int64
}

func mpmcProducer(arg any) any {
	c := arg.(*mpmcCtx)
	c.g.enter()
	for i := int64(1); i <= c.perProducer; i++ {
		c.ch.Send(i)
	}
	if c.producersLeft.Add(-1) == 0 {
		c.ch.Close()
	}
	c.g.leave()
	return nil
}

func mpmcConsumer(arg any) any {
	c := arg.(*mpmcCtx)
	c.g.enter()
	var sum, v int64
	for c.ch.Recv(&v) {
		sum += v
	}
	c.total.Add(sum)
	c.g.leave()
	return nil
}

// chanMPMCState is package-level: the tasks chanMPMC starts are detached, and a detached
// task may outlive any frame.
var chanMPMCState mpmcCtx

func chanMPMC(n int64) time.Duration {
	c := &chanMPMCState
	*c = mpmcCtx{}
	c.ch = conc.NewChan[int64](mem.System, 128)
	c.perProducer = n * batch / mpmcSide
	c.producersLeft.Store(mpmcSide)
	c.g.init(2 * mpmcSide)
	for i := 0; i < mpmcSide; i++ {
		conc.Go(mpmcProducer, c).Detach()
		conc.Go(mpmcConsumer, c).Detach()
	}
	t0 := c.g.start()
	d := c.g.finish(t0)
	c.ch.Free()
	if c.total.Load() != mpmcSide*sumTo(c.perProducer) {
		fail("ChanMPMC", "wrong sum")
	}
	return d
}

// selCtx: k producer tasks, one per channel of capacity 100; the calling task receives with a
// select over the k channels.
type selCtx struct {
	g           gate
	chs         [4]conc.Chan[int64]
	next        atomic.Int32
	perProducer int64
}

func selProducer(arg any) any {
	c := arg.(*selCtx)
	ch := &c.chs[c.next.Add(1)-1]
	c.g.enter()
	for i := int64(1); i <= c.perProducer; i++ {
		ch.Send(i)
	}
	c.g.leave()
	return nil
}

// selectRunState is package-level: the tasks selectRun starts are detached, and a detached
// task may outlive any frame.
var selectRunState selCtx

func selectRun(name string, k int, n int64) time.Duration {
	c := &selectRunState
	*c = selCtx{}
	for i := 0; i < k; i++ {
		c.chs[i] = conc.NewChan[int64](mem.System, 100)
	}
	c.perProducer = n * batch / int64(k)
	c.g.init(k)
	for i := 0; i < k; i++ {
		conc.Go(selProducer, c).Detach()
	}
	t0 := c.g.start()
	total := c.perProducer * int64(k)
	var sum, v int64
	if k == 2 {
		for i := int64(0); i < total; i++ {
			conc.Select(conc.RecvCase(&c.chs[0], &v), conc.RecvCase(&c.chs[1], &v))
			sum += v
		}
	} else {
		for i := int64(0); i < total; i++ {
			conc.Select(conc.RecvCase(&c.chs[0], &v), conc.RecvCase(&c.chs[1], &v),
				conc.RecvCase(&c.chs[2], &v), conc.RecvCase(&c.chs[3], &v))
			sum += v
		}
	}
	d := c.g.finish(t0)
	for i := 0; i < k; i++ {
		c.chs[i].Free()
	}
	if sum != int64(k)*sumTo(c.perProducer) {
		fail(name, "wrong sum")
	}
	return d
}

func benchChan() {
	if wanted("ChanUncontended") {
		printPer("ChanUncontended", measure(chanUncontended), 100, time.Nanosecond, "ns/value")
	}
	names := [3]string{"ChanProdCons0", "ChanProdCons10", "ChanProdCons100"}
	caps := [3]int{0, 10, 100}
	for i := range names {
		name, capacity := names[i], caps[i]
		if wanted(name) {
			r := measure(func(n int64) time.Duration { return prodCons(name, capacity, n) })
			printPer(name, r, batch, time.Nanosecond, "ns/value")
		}
	}
	if wanted("ChanPingPong") {
		r := measure(func(n int64) time.Duration { return pingPong("ChanPingPong", n*batch) })
		printPer("ChanPingPong", r, batch, time.Nanosecond, "ns/roundtrip")
	}
	if wanted("ChanMPMC") {
		printPer("ChanMPMC", measure(chanMPMC), batch, time.Nanosecond, "ns/value")
	}
	if wanted("Select2") {
		r := measure(func(n int64) time.Duration { return selectRun("Select2", 2, n) })
		printPer("Select2", r, batch, time.Nanosecond, "ns/value")
	}
	if wanted("Select4") {
		r := measure(func(n int64) time.Duration { return selectRun("Select4", 4, n) })
		printPer("Select4", r, batch, time.Nanosecond, "ns/value")
	}
}

// The switch group: SwitchPingPong, twin of bench/c/tasks.c's (run with GOMAXPROCS=1).

const switchRounds = 1000000

func benchSwitch() {
	if wanted("SwitchPingPong") {
		r := once(func(int64) time.Duration { return pingPong("SwitchPingPong", switchRounds) })
		printPer("SwitchPingPong", r, switchRounds, time.Nanosecond, "ns/roundtrip")
	}
}
