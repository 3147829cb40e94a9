//go:build ignore

// Twin of chan_close_recv_drains.c.
package main

import "fmt"

func main() {
	ch := make(chan int, 4)
	for i := 1; i <= 3; i++ {
		ch <- i
	}
	close(ch)
	fmt.Printf("len after close=%d\n", len(ch))
	var v int
	var ok bool
	for i := 0; i < 5; i++ {
		v = 99
		v, ok = <-ch
		fmt.Printf("recv ok=%t v=%d\n", ok, v)
	}
	v = 99
	select {
	case v, ok = <-ch:
	default:
		ok = false
	}
	fmt.Printf("tryrecv ok=%t v=%d\n", ok, v)
	_, ok = <-ch
	fmt.Printf("recv into nil dst ok=%t\n", ok)
}
