//go:build ignore

// Twin of select_nil.c.
package main

import "fmt"

func main() {
	var nilc chan int
	ready := make(chan int, 1)
	ready <- 8
	got, v, i := -1, 2, -1
	select {
	case got = <-nilc:
		i = 0
	case nilc <- v:
		i = 1
	case got = <-ready:
		i = 2
	}
	fmt.Printf("with one ready channel: case %d got=%d\n", i, got)
	select {
	case got = <-nilc:
		i = 0
	case nilc <- v:
		i = 1
	default:
		i = 2
	}
	fmt.Printf("only nil channels and default: case %d\n", i)
	select {
	case got = <-nilc:
		i = 0
	default:
		i = 1
	}
	fmt.Printf("NULL channel pointer and default: case %d\n", i)
}
