//go:build ignore

// Twin of select_blocking.c.
package main

import (
	"fmt"
	"time"
)

func main() {
	a, b, c := make(chan int), make(chan int), make(chan int)
	done := make(chan bool)
	go func() {
		time.Sleep(20 * time.Millisecond)
		b <- 21
		done <- true
	}()
	ga, gb, i := -1, -1, -1
	select {
	case ga = <-a:
		i = 0
	case gb = <-b:
		i = 1
	}
	<-done
	fmt.Printf("recv select: case %d ga=%d gb=%d\n", i, ga, gb)
	trySend := func(ch chan int) bool {
		select {
		case ch <- 1:
			return true
		default:
			return false
		}
	}
	fmt.Printf("a has no waiter left: trysend=%t\n", trySend(a))
	got, out := -1, 33
	go func() {
		time.Sleep(20 * time.Millisecond)
		got = <-c
		done <- true
	}()
	select {
	case <-a:
		i = 0
	case c <- out:
		i = 1
	case <-a:
		i = 2
	}
	<-done
	fmt.Printf("send select: case %d receiver got %d\n", i, got)
	fmt.Printf("a has no waiter left: trysend=%t\n", trySend(a))
	ok := false
	select {
	case got = <-c:
		ok = true
	default:
	}
	fmt.Printf("c has no waiter left: tryrecv=%t\n", ok)
}
