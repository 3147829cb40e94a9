//go:build ignore

// Twin of chan_buffered_fifo.c.
package main

import "fmt"

func main() {
	ch := make(chan int, 3)
	fmt.Printf("len=%d cap=%d\n", len(ch), cap(ch))
	for i := 1; i <= 3; i++ {
		ch <- i * 10
		fmt.Printf("sent %d len=%d\n", i*10, len(ch))
	}
	trySend := func(v int) string {
		select {
		case ch <- v:
			return "true"
		default:
			return "false"
		}
	}
	fmt.Printf("trysend when full: %s\n", trySend(40))
	v := <-ch
	fmt.Printf("recv %d len=%d\n", v, len(ch))
	fmt.Printf("trysend after recv: %s\n", trySend(40))
	for i := 5; i <= 9; i++ {
		v = <-ch
		fmt.Printf("recv %d\n", v)
		ch <- i * 10
	}
	for {
		select {
		case v = <-ch:
			fmt.Printf("tryrecv %d len=%d\n", v, len(ch))
			continue
		default:
		}
		break
	}
	fmt.Printf("tryrecv when empty: false, v unchanged=%d\n", v)
}
