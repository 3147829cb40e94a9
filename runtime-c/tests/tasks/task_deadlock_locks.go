// Go twin of task_deadlock_locks.c.
package main

import (
	"fmt"
	"sync"
)

func main() {
	var a, b sync.Mutex
	var bothHold, never, done sync.WaitGroup
	bothHold.Add(2)
	never.Add(1)
	go func() { never.Wait() }()
	done.Add(2)
	go func() {
		defer done.Done()
		a.Lock()
		bothHold.Done()
		bothHold.Wait()
		b.Lock()
	}()
	go func() {
		defer done.Done()
		b.Lock()
		bothHold.Done()
		bothHold.Wait()
		a.Lock()
	}()
	fmt.Printf("waiting for the two lockers\n")
	done.Wait()
	fmt.Printf("unreachable\n")
}
