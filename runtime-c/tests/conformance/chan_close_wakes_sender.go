//go:build ignore

// Twin of chan_close_wakes_sender.c.
package main

import (
	"fmt"
	"time"
)

func main() {
	ch := make(chan int, 1)
	ch <- 0
	done := make(chan bool)
	go func() {
		ch <- 1
		fmt.Println("unreachable: send returned")
		done <- true
	}()
	time.Sleep(100 * time.Millisecond)
	fmt.Println("closing")
	close(ch)
	<-done
	fmt.Println("unreachable: main continued")
}
