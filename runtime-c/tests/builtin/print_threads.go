//go:build ignore

// Twin of print_threads.c: four threads print 2000 lines each at the same time; every line must
// come out whole (lines are compared sorted, since the interleaving differs from run to run).
// Go's println writes each operand separately, so the Go side builds each line first and
// prints it with a single print call; the C side uses println with several operands, which the
// runtime must write as one piece.
// so-test-sort-lines
// so-test-tsan
package main

import (
	"strconv"
	"strings"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	for t := 0; t < 4; t++ {
		wg.Add(1)
		go func(t int) {
			defer wg.Done()
			pad := strings.Repeat(string(rune('a'+t)), 100)
			for i := 0; i < 2000; i++ {
				print("thread " + strconv.Itoa(t) + " line " + strconv.Itoa(i) + " " + pad + " " +
					strconv.FormatBool(i%2 == 0) + "\n")
			}
		}(t)
	}
	wg.Wait()
	println("done")
}
