package main

import "sync/atomic"

// work runs iters steps of a 64-bit linear congruential generator: the same chain of dependent
// multiply-adds as bench_work in bench/c/bench.h, so "k steps" costs the same on both sides.
func work(x uint64, iters int64) uint64 {
	for i := int64(0); i < iters; i++ {
		x = x*6364136223846793005 + 1442695040888963407
	}
	return x
}

// work1us is the number of work steps in about one microsecond (BENCH_WORK_1US in C).
const work1us = 600

var sink atomic.Uint64

// keep stores a result so that the work that produced it is kept. Safe from any goroutine.
func keep(x uint64) {
	sink.Store(x)
}
