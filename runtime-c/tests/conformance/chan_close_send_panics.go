//go:build ignore

// Twin of chan_close_send_panics.c.
package main

import "fmt"

func main() {
	ch := make(chan int, 1)
	close(ch)
	fmt.Println("closed")
	ch <- 1
	fmt.Println("unreachable")
}
