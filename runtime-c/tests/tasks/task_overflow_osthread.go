// Go twin of task_overflow_osthread.c: a goroutine locked to its OS thread (1 MiB stack limit,
// see task_overflow.go).
package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

func depth(n int64) int64 {
	var frame [512]byte
	frame[n%512] = byte(n)
	return depth(n+1) + int64(frame[(n+1)%512])
}

func main() {
	debug.SetMaxStack(1 << 20)
	done := make(chan struct{})
	go func() {
		runtime.LockOSThread()
		fmt.Printf("the thread recurses\n")
		fmt.Printf("depth %d\n", depth(0))
		close(done)
	}()
	<-done
	fmt.Printf("unreachable\n")
}
