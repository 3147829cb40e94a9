//go:build ignore

// Twin of select_send_closed.c.
package main

import "fmt"

func main() {
	a := make(chan int)
	close(a)
	fmt.Println("selecting")
	select {
	case a <- 1:
	}
	fmt.Println("unreachable")
}
