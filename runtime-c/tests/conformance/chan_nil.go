//go:build ignore

// Twin of chan_nil.c, with the non-blocking and timed forms written as Go selects.
package main

import (
	"fmt"
	"time"
)

func main() {
	var ch chan int
	v := 3
	ok := false
	select {
	case ch <- v:
		ok = true
	default:
	}
	fmt.Printf("trysend: %t\n", ok)
	ok = false
	select {
	case v = <-ch:
		ok = true
	default:
	}
	fmt.Printf("tryrecv: %t v=%d\n", ok, v)
	s := "Ok"
	select {
	case ch <- v:
	default:
		s = "Timeout"
	}
	fmt.Printf("sendtimeout 0: %s\n", s)
	s = "Ok"
	select {
	case ch <- v:
	case <-time.After(2 * time.Millisecond):
		s = "Timeout"
	}
	fmt.Printf("sendtimeout 2ms: %s\n", s)
	s = "Ok"
	select {
	case v = <-ch:
	case <-time.After(2 * time.Millisecond):
		s = "Timeout"
	}
	fmt.Printf("recvtimeout 2ms: %s v=%d\n", s, v)
	fmt.Printf("len=%d cap=%d\n", len(ch), cap(ch))
	fmt.Printf("free: done\n")
}
