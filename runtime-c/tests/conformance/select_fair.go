//go:build ignore

// Twin of select_fair.c.
package main

import (
	"fmt"
	"os"
)

func main() {
	a, b, never := make(chan int, 1), make(chan int, 1), make(chan int)
	var wins [3]int
	for k := 0; k < 10000; k++ {
		a <- 1
		b <- 2
		select {
		case <-a:
			wins[0]++
		case <-never:
			wins[1]++
		case <-b:
			wins[2]++
		}
		select {
		case <-a:
		default:
		}
		select {
		case <-b:
		default:
		}
	}
	fair := wins[0] >= 4000 && wins[0] <= 6000 && wins[2] >= 4000 && wins[2] <= 6000 && wins[1] == 0
	if fair {
		fmt.Println("fair")
	} else {
		fmt.Println("unfair")
		fmt.Fprintf(os.Stderr, "wins: a=%d never=%d b=%d\n", wins[0], wins[1], wins[2])
	}
}
