// Go twin of task_panic_defers.c.
package main

import "fmt"

func main() {
	ch := make(chan int)
	done := make(chan struct{})
	go func() {
		defer fmt.Printf("deferred call of the bystander task\n")
		<-ch
		<-ch
	}()
	go func() {
		defer fmt.Printf("deferred call of the panicking task\n")
		ch <- 1
		fmt.Printf("panicking now\n")
		panic("boom")
	}()
	<-done
	fmt.Printf("unreachable\n")
}
