// Go twin of task_overflow.c (with a 1 MiB stack limit instead of Go's default 1 GB, so the
// twin does not use a gigabyte of memory to get there).
package main

import (
	"fmt"
	"runtime/debug"
)

func depth(n int64) int64 {
	var frame [512]byte
	frame[n%512] = byte(n)
	return depth(n+1) + int64(frame[(n+1)%512])
}

func main() {
	debug.SetMaxStack(1 << 20)
	fmt.Printf("main starts a task\n")
	done := make(chan struct{})
	go func() {
		fmt.Printf("the task recurses\n")
		fmt.Printf("depth %d\n", depth(0))
		close(done)
	}()
	<-done
	fmt.Printf("unreachable\n")
}
