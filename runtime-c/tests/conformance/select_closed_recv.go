//go:build ignore

// Twin of select_closed_recv.c.
package main

import (
	"fmt"
	"time"
)

func main() {
	a := make(chan int)
	b := make(chan int, 2)
	b <- 4
	close(b)
	for k := 0; k < 3; k++ {
		got, ok, i := 99, false, -1
		select {
		case got, ok = <-a:
			i = 0
		case got, ok = <-b:
			i = 1
		default:
			i = 2
		}
		fmt.Printf("case %d ok=%t got=%d\n", i, ok, got)
	}
	late := make(chan int)
	done := make(chan bool)
	go func() {
		time.Sleep(20 * time.Millisecond)
		close(late)
		done <- true
	}()
	got, ok, i := 99, false, -1
	select {
	case _, ok = <-a:
		i = 0
	case got, ok = <-late:
		i = 1
	}
	fmt.Printf("woken by close: case %d ok=%t got=%d\n", i, ok, got)
	<-done
}
