// Copies of locks by assignment (go vet's copylocks): a struct holding a sync.Mutex copied by
// :=, var, =, _ =, into an interface; a WaitGroup, an array of Mutexes and an atomic value
// copied. The copy of the locked Mutex would stay locked: Lock on it would block forever.
package main

import (
	"solod.dev/so/sync"
	"solod.dev/so/sync/atomic"
)

type counter struct {
	mu sync.Mutex
	n  int
}

func main() {
	var a counter
	a.mu.Lock()
	b := a
	var c counter = a
	c = b
	_ = c
	var i any = a
	_ = i
	var wg sync.WaitGroup
	wg2 := wg
	_ = wg2
	var locks [2]sync.Mutex
	locks2 := locks
	_ = locks2
	var n atomic.Int64
	n2 := n
	_ = n2.Load()
	a.mu.Unlock()
	println(len(locks), a.n)
}
