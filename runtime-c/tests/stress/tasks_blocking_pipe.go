// Go twin of tasks_blocking_pipe.c (Go marks its own system calls; both halves read the same way).
package main

import (
	"fmt"
	"os"
	"runtime"
	"sync/atomic"
)

const readers = 8
const chain = 1000

func main() {
	runtime.GOMAXPROCS(1)
	var rp, wp [readers]*os.File
	for i := range rp {
		r, w, err := os.Pipe()
		if err != nil {
			os.Exit(1)
		}
		rp[i], wp[i] = r, w
	}
	results := make([]chan string, readers)
	for i := range results {
		results[i] = make(chan string, 1)
		go func(i int) {
			b := make([]byte, 1)
			n, _ := rp[i].Read(b)
			if n == 1 && b[0] == byte('a'+i) {
				results[i] <- "got its byte"
			} else {
				results[i] <- "WRONG BYTE"
			}
		}(i)
	}
	links := make([]chan int64, chain+1)
	for i := range links {
		links[i] = make(chan int64)
	}
	for i := 0; i < chain; i++ {
		go func(i int) {
			token := <-links[i]
			token++
			if i+1 < chain {
				links[i+1] <- token
				return
			}
			for r := 0; r < readers; r++ {
				wp[r].Write([]byte{byte('a' + r)})
			}
			links[chain] <- token
		}(i)
	}
	links[0] <- 0
	token := <-links[chain]
	fmt.Printf("chain of %d tasks passed the token: %d, no errors\n", chain, token)
	for i := 0; i < readers; i++ {
		kind := "unmarked"
		if i%2 == 0 {
			kind = "marked"
		}
		fmt.Printf("reader %d (%s): %s\n", i, kind, <-results[i])
	}
	var flag atomic.Int32
	done := make(chan string)
	go func() { flag.Store(1) }()
	go func() {
		for flag.Load() == 0 {
		}
		done <- "saw the flag"
	}()
	fmt.Printf("spinning task: %s\n", <-done)
}
