package main

// The chan rows, twin of bench/c/chan.c (see that file for the list of rows and units). Every
// channel carries int64 values; every run checks the sum of what was received.

import (
	"sync/atomic"
	"time"
)

const batch = 1000

func sumTo(k int64) int64 { return k * (k + 1) / 2 }

func chanUncontended(n int64) time.Duration {
	ch := make(chan int64, 100)
	var sum int64
	t0 := time.Now()
	for b := int64(0); b < n; b++ {
		for i := int64(1); i <= 100; i++ {
			ch <- i
		}
		for i := 0; i < 100; i++ {
			sum += <-ch
		}
	}
	d := time.Since(t0)
	if sum != n*sumTo(100) {
		fail("ChanUncontended", "wrong sum")
	}
	return d
}

// prodCons: one producer goroutine, the calling goroutine consumes.
func prodCons(name string, capacity int) func(n int64) time.Duration {
	return func(n int64) time.Duration {
		ch := make(chan int64, capacity)
		count := n * batch
		var sum int64
		d := parallel(1, func(int) {
			for i := int64(1); i <= count; i++ {
				ch <- i
			}
		}, func() {
			for i := int64(0); i < count; i++ {
				sum += <-ch
			}
		})
		if sum != sumTo(count) {
			fail(name, "wrong sum")
		}
		return d
	}
}

func pingPong(n int64) time.Duration {
	ping, pong := make(chan int64), make(chan int64)
	r := n * batch
	var sum int64
	d := parallel(1, func(int) {
		for i := int64(0); i < r; i++ {
			v := <-ping
			pong <- v + 1
		}
	}, func() {
		for i := int64(0); i < r; i++ {
			ping <- i
			sum += <-pong
		}
	})
	if sum != sumTo(r) {
		fail("ChanPingPong", "wrong sum")
	}
	return d
}

const mpmcSide = 4

func chanMPMC(n int64) time.Duration {
	ch := make(chan int64, 128)
	perProducer := n * batch / mpmcSide
	var producersLeft atomic.Int32
	producersLeft.Store(mpmcSide)
	var total atomic.Int64
	d := parallel(2*mpmcSide, func(idx int) {
		if idx < mpmcSide {
			for i := int64(1); i <= perProducer; i++ {
				ch <- i
			}
			if producersLeft.Add(-1) == 0 {
				close(ch)
			}
		} else {
			var sum int64
			for v := range ch {
				sum += v
			}
			total.Add(sum)
		}
	}, nil)
	if total.Load() != mpmcSide*sumTo(perProducer) {
		fail("ChanMPMC", "wrong sum")
	}
	return d
}

// selectRun: k producer goroutines, one per channel of capacity 100; the calling goroutine
// receives with a select over the k channels.
func selectRun(name string, k int) func(n int64) time.Duration {
	return func(n int64) time.Duration {
		chs := make([]chan int64, k)
		for i := range chs {
			chs[i] = make(chan int64, 100)
		}
		perProducer := n * batch / int64(k)
		var sum int64
		d := parallel(k, func(idx int) {
			ch := chs[idx]
			for i := int64(1); i <= perProducer; i++ {
				ch <- i
			}
		}, func() {
			total := perProducer * int64(k)
			var v int64
			if k == 2 {
				a, b := chs[0], chs[1]
				for i := int64(0); i < total; i++ {
					select {
					case v = <-a:
					case v = <-b:
					}
					sum += v
				}
			} else {
				a, b, c, e := chs[0], chs[1], chs[2], chs[3]
				for i := int64(0); i < total; i++ {
					select {
					case v = <-a:
					case v = <-b:
					case v = <-c:
					case v = <-e:
					}
					sum += v
				}
			}
		})
		if sum != int64(k)*sumTo(perProducer) {
			fail(name, "wrong sum")
		}
		return d
	}
}

func benchChan() {
	if wanted("ChanUncontended") {
		printPer("ChanUncontended", measure(chanUncontended), 100, time.Nanosecond, "ns/value")
	}
	for _, c := range []struct {
		name     string
		capacity int
	}{{"ChanProdCons0", 0}, {"ChanProdCons10", 10}, {"ChanProdCons100", 100}} {
		if wanted(c.name) {
			printPer(c.name, measure(prodCons(c.name, c.capacity)), batch, time.Nanosecond, "ns/value")
		}
	}
	if wanted("ChanPingPong") {
		printPer("ChanPingPong", measure(pingPong), batch, time.Nanosecond, "ns/roundtrip")
	}
	if wanted("ChanMPMC") {
		printPer("ChanMPMC", measure(chanMPMC), batch, time.Nanosecond, "ns/value")
	}
	for _, s := range []struct {
		name string
		k    int
	}{{"Select2", 2}, {"Select4", 4}} {
		if wanted(s.name) {
			printPer(s.name, measure(selectRun(s.name, s.k)), batch, time.Nanosecond, "ns/value")
		}
	}
}
