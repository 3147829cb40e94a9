// Go twin of task_overflow_plain_main.c (1 MiB stack limit, see task_overflow.go).
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
	fmt.Printf("main recurses\n")
	fmt.Printf("depth %d\n", depth(0))
}
