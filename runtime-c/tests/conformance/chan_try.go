//go:build ignore

// Twin of chan_try.c, with TrySend/TryRecv written as Go selects with a default case.
package main

import (
	"fmt"
	"time"
)

func trySend(ch chan int, v int) bool {
	select {
	case ch <- v:
		return true
	default:
		return false
	}
}

func tryRecv(ch chan int, dst *int) bool {
	select {
	case v, ok := <-ch:
		*dst = v
		return ok
	default:
		return false
	}
}

func main() {
	ch := make(chan int)
	v, got := 1, -1
	fmt.Printf("unbuffered trysend, nobody waits: %t\n", trySend(ch, v))
	ok := tryRecv(ch, &got)
	fmt.Printf("unbuffered tryrecv, nobody waits: %t got=%d\n", ok, got)
	done := make(chan bool)
	go func() {
		got = <-ch
		done <- true
	}()
	v = 77
	for !trySend(ch, v) {
		time.Sleep(time.Millisecond)
	}
	<-done
	fmt.Printf("trysend to a parked receiver: delivered %d\n", got)

	ch = make(chan int, 2)
	for i := 0; i < 3; i++ {
		v = 100 + i
		fmt.Printf("buffered trysend %d: %t\n", v, trySend(ch, v))
	}
	for i := 0; i < 3; i++ {
		got = -1
		ok := tryRecv(ch, &got)
		fmt.Printf("buffered tryrecv: %t got=%d\n", ok, got)
	}
	close(ch)
	got = 5
	ok = tryRecv(ch, &got)
	fmt.Printf("tryrecv closed: %t got=%d\n", ok, got)
}
