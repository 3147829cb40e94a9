//go:build ignore

// Twin of chan_close_twice.c.
package main

import "fmt"

func main() {
	ch := make(chan int)
	close(ch)
	fmt.Println("closed once")
	close(ch)
	fmt.Println("unreachable")
}
