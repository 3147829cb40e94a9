// Go twin of task_not_deadlock.c (the OS thread is a goroutine locked to its thread).
package main

import (
	"fmt"
	"runtime"
	"sync"
	"time"
)

func main() {
	ch := make(chan int)
	time.Sleep(20 * time.Millisecond)
	fmt.Printf("slept\n")
	select {
	case <-ch:
		fmt.Printf("recv with a limit: other\n")
	case <-time.After(20 * time.Millisecond):
		fmt.Printf("recv with a limit: timeout\n")
	}
	var mu sync.Mutex
	mu.Lock()
	// Go's Cond has no WaitFor: wait for a timer's Broadcast instead.
	c := sync.NewCond(&mu)
	timedOut := false
	time.AfterFunc(20*time.Millisecond, func() { mu.Lock(); timedOut = true; c.Broadcast(); mu.Unlock() })
	for !timedOut {
		c.Wait()
	}
	fmt.Printf("WaitFor timed out: %v\n", timedOut)
	mu.Unlock()
	done := make(chan struct{})
	go func() {
		runtime.LockOSThread()
		time.Sleep(50 * time.Millisecond)
		ch <- 7
		close(done)
	}()
	v := <-ch
	fmt.Printf("received %d from an OS thread\n", v)
	<-done
}
