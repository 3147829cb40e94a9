//go:build ignore

// Twin of chan_close_nil.c.
package main

import "fmt"

func main() {
	var ch chan int
	fmt.Println("closing nil")
	close(ch)
	fmt.Println("unreachable")
}
