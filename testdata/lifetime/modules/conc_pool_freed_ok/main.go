// Attack shape: pool.Go(task, &sq) on a local, then pool.Free() before the helper reads it.
// SAFE: Free runs every queued task to completion before it returns.
package main

import "solod.dev/so/conc"

type square struct{ in, out int }

func squareIt(arg any) {
	s := arg.(*square)
	s.out = s.in * s.in
}

func squared(n int) int {
	p := conc.NewPool(nil, conc.PoolOptions{NumThreads: 2})
	sq := square{in: n}
	p.Go(squareIt, &sq)
	p.Free()
	return sq.out
}

func main() { println(squared(9), squared(11)) }
