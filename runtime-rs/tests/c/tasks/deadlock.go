// The Go twin of deadlock.c.
package main

import "fmt"

func main() {
	a := make(chan int)
	b := make(chan int)
	go func() {
		v := <-b
		a <- v
	}()
	fmt.Println("waiting for a value nobody will send")
	<-a
	fmt.Println("not reached")
}
