//go:build ignore

// Twin of chan_timeout.c. SendTimeout/RecvTimeout written with Go's select: a timer case (or a
// default case when d <= 0), and a recovered "send on closed channel" panic for Closed.
package main

import (
	"fmt"
	"math"
	"time"
)

func sendTimeout(ch chan int, v int, d time.Duration) (st string) {
	defer func() {
		if recover() != nil {
			st = "Closed"
		}
	}()
	if d <= 0 {
		select {
		case ch <- v:
			return "Ok"
		default:
			return "Timeout"
		}
	}
	select {
	case ch <- v:
		return "Ok"
	case <-time.After(d):
		return "Timeout"
	}
}

func recvTimeout(ch chan int, dst *int, d time.Duration) string {
	var ok bool
	if d <= 0 {
		select {
		case *dst, ok = <-ch:
		default:
			return "Timeout"
		}
	} else {
		select {
		case *dst, ok = <-ch:
		case <-time.After(d):
			return "Timeout"
		}
	}
	if ok {
		return "Ok"
	}
	return "Closed"
}

func main() {
	ms := time.Millisecond
	ch := make(chan int, 1)
	v, got := 5, 0
	fmt.Printf("recv empty d=0: %s\n", recvTimeout(ch, &got, 0))
	fmt.Printf("recv empty d=-1: %s\n", recvTimeout(ch, &got, -1))
	fmt.Printf("recv empty d=5ms: %s\n", recvTimeout(ch, &got, 5*ms))
	fmt.Printf("send d=0: %s\n", sendTimeout(ch, v, 0))
	fmt.Printf("send full d=0: %s\n", sendTimeout(ch, v, 0))
	fmt.Printf("send full d=-5: %s\n", sendTimeout(ch, v, -5))
	fmt.Printf("send full d=5ms: %s\n", sendTimeout(ch, v, 5*ms))
	<-ch
	fmt.Printf("send with the longest timeout, room in the buffer: %s\n", sendTimeout(ch, v, math.MaxInt64))
	close(ch)
	fmt.Printf("send closed d=0: %s\n", sendTimeout(ch, v, 0))
	fmt.Printf("send closed d=5ms: %s\n", sendTimeout(ch, v, 5*ms))
	s := recvTimeout(ch, &got, 0)
	fmt.Printf("recv closed with value d=0: %s v=%d\n", s, got)
	got = 9
	s = recvTimeout(ch, &got, 5*ms)
	fmt.Printf("recv closed drained: %s v=%d\n", s, got)
	got = 9
	s = recvTimeout(ch, &got, 0)
	fmt.Printf("recv closed drained d=0: %s v=%d\n", s, got)

	late := make(chan int)
	done := make(chan bool)
	go func() {
		time.Sleep(20 * ms)
		late <- 42
		done <- true
	}()
	got = 0
	s = recvTimeout(late, &got, 10000*ms)
	fmt.Printf("recv waits for a late sender: %s v=%d\n", s, got)
	<-done
	go func() {
		time.Sleep(20 * ms)
		close(late)
		done <- true
	}()
	s = sendTimeout(late, v, 10000*ms)
	fmt.Printf("send closed while waiting: %s\n", s)
	<-done
}
