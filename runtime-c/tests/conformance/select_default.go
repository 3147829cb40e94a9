//go:build ignore

// Twin of select_default.c.
package main

import "fmt"

func main() {
	a := make(chan int)
	b := make(chan int, 1)
	got, v := -1, 1
	i := -1
	select {
	case got = <-a:
		i = 0
	default:
		i = 1
	case a <- v:
		i = 2
	}
	fmt.Printf("nothing ready: %d got=%d\n", i, got)
	select {
	default:
		i = 0
	}
	fmt.Printf("only default: %d\n", i)
	b <- 9
	sel := func() int {
		select {
		default:
			return 0
		case got = <-a:
			return 1
		case got = <-b:
			return 2
		}
	}
	i = sel()
	fmt.Printf("b ready: %d got=%d\n", i, got)
	fmt.Printf("again: %d\n", sel())
}
