// Go twin of task_deadlock_main.c.
package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	cond := sync.NewCond(&mu)
	ch, started := make(chan int), make(chan int)
	go func() {
		mu.Lock()
		started <- 1
		for {
			cond.Wait()
		}
	}()
	v := <-started
	fmt.Printf("waiter started: %d\n", v)
	v = <-ch
	fmt.Printf("unreachable\n")
}
