//go:build ignore

// Twin of chan_trysend_closed.c.
package main

import "fmt"

func main() {
	ch := make(chan int, 1)
	close(ch)
	fmt.Println("closed")
	ok := false
	select {
	case ch <- 1:
		ok = true
	default:
	}
	fmt.Println("unreachable:", ok)
}
