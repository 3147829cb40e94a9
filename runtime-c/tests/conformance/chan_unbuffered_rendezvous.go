//go:build ignore

// Twin of chan_unbuffered_rendezvous.c.
package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

func main() {
	ch := make(chan int)
	var sent atomic.Int32
	fmt.Printf("cap=%d len=%d\n", cap(ch), len(ch))
	r := "false"
	select {
	case ch <- 1:
		r = "true"
	default:
	}
	fmt.Printf("trysend with no receiver: %s\n", r)
	r = "other"
	select {
	case ch <- 1:
	case <-time.After(time.Millisecond):
		r = "timeout"
	}
	fmt.Printf("sendtimeout with no receiver: %s\n", r)
	done := make(chan bool)
	go func() {
		for i := 1; i <= 3; i++ {
			ch <- i
			sent.Store(int32(i))
		}
		done <- true
	}()
	for i := 1; i <= 3; i++ {
		time.Sleep(30 * time.Millisecond)
		// Only sends that a receive already matched can have completed: fewer than i.
		ok := "NO"
		if sent.Load() < int32(i) {
			ok = "yes"
		}
		fmt.Printf("before recv %d: sends completed < %d: %s\n", i, i, ok)
		fmt.Printf("len while sender waits=%d\n", len(ch))
		v := <-ch
		fmt.Printf("received %d\n", v)
	}
	<-done
	fmt.Printf("after all: sends completed=%d\n", sent.Load())
}
