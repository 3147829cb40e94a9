package main

import "solod.dev/so/sync/atomic"

// work runs iters steps of a 64-bit linear congruential generator: the chain of dependent
// multiply-adds of bench_work (bench/c/bench.h) and work (bench/go/work.go).
func work(x uint64, iters int64) uint64 {
	for i := int64(0); i < iters; i++ {
		x = x*6364136223846793005 + 1442695040888963407
	}
	return x
}

// work1us is the number of work steps in about one microsecond (BENCH_WORK_1US in C).
const work1us = 600

var sink atomic.Uint64

// keep stores a result so that the work that produced it is kept. Safe from any task.
func keep(x uint64) {
	sink.Store(x)
}
