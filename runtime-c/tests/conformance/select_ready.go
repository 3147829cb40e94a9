//go:build ignore

// Twin of select_ready.c.
package main

import "fmt"

func main() {
	a := make(chan int, 1)
	b := make(chan int, 1)
	b <- 7
	var got int
	var ok bool
	var i int
	select {
	case got, ok = <-a:
		i = 0
	case got, ok = <-b:
		i = 1
	}
	fmt.Printf("recv: case %d ok=%t got=%d\n", i, ok, got)
	v := 5
	select {
	case got = <-b:
		i = 0
	case a <- v:
		i = 1
	}
	fmt.Printf("send: case %d len(a)=%d\n", i, len(a))
	got = <-a
	fmt.Printf("a holds %d\n", got)
}
