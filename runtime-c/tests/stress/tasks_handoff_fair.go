// Go twin of tasks_handoff_fair.c.
package main

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
)

const others = 100

func main() {
	runtime.GOMAXPROCS(1)
	a, b := make(chan int64), make(chan int64)
	var othersRan atomic.Int64
	player := func(first bool) string {
		var v, exchanges int64
		in, out := a, b
		if first {
			a <- 0
			in, out = b, a
		}
		for {
			v = <-in
			if v < 0 {
				break
			}
			exchanges++
			if othersRan.Load() == others {
				v = -1
			} else {
				v++
			}
			out <- v
			if v < 0 {
				break
			}
		}
		if exchanges > 0 {
			return "played"
		}
		return "never played"
	}
	r1, r2 := make(chan string), make(chan string)
	go func() { r1 <- player(true) }()
	go func() { r2 <- player(false) }()
	var wg sync.WaitGroup
	wg.Add(others)
	for i := 0; i < others; i++ {
		go func() { othersRan.Add(1); wg.Done() }()
	}
	fmt.Printf("pair: %s, ", <-r1)
	fmt.Printf("%s\n", <-r2)
	wg.Wait()
	fmt.Printf("ok: all %d queued tasks ran while the pair played\n", othersRan.Load())
}
