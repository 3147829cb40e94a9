//go:build ignore

// Twin of chan_close_wakes_receivers.c.
package main

import (
	"fmt"
	"time"
)

func main() {
	ch := make(chan int)
	vals := make([]int, 3)
	oks := make([]chan bool, 3)
	for i := 0; i < 3; i++ {
		oks[i] = make(chan bool, 1)
		go func(i int) {
			vals[i] = 7
			v, ok := <-ch
			vals[i] = v
			oks[i] <- ok
		}(i)
	}
	time.Sleep(50 * time.Millisecond)
	close(ch)
	for i := 0; i < 3; i++ {
		ok := <-oks[i]
		fmt.Printf("receiver %d: ok=%t v=%d\n", i, ok, vals[i])
	}
}
