// Go twin of tasks_osthread_mix.c (an OS thread is a goroutine locked to its thread; its
// thread identity is not observable in Go, so that check is the C side's alone).
package main

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"sync"
)

const senders = 4

func main() {
	scale, _ := strconv.Atoi(os.Getenv("SO_STRESS_SCALE"))
	perSender := int64(20000 / max(scale, 1))
	unbuf, buf := make(chan int64), make(chan int64, 16)
	var mu sync.Mutex
	var total int64
	var wg sync.WaitGroup
	var cmu sync.Mutex
	ccond := sync.NewCond(&cmu)
	stage := 0

	colDone := make(chan int64)
	go func() {
		var sum, n int64
		for n < 2*senders*perSender {
			select {
			case v := <-unbuf:
				sum += v % 1000000000
			case v := <-buf:
				sum += v % 1000000000
			}
			n++
		}
		colDone <- sum
	}()
	colw := make(chan int64)
	go func() { runtime.LockOSThread(); colw <- <-colDone }()
	resp := make(chan string)
	go func() {
		runtime.LockOSThread()
		cmu.Lock()
		for stage != 1 {
			ccond.Wait()
		}
		stage = 2
		ccond.Broadcast()
		cmu.Unlock()
		resp <- "same thread"
	}()
	wg.Add(2 * senders)
	for i := 0; i < 2*senders; i++ {
		id := int64(i + 1)
		isOS := i < senders
		go func() {
			if isOS {
				runtime.LockOSThread()
			}
			for k := int64(1); k <= perSender; k++ {
				v := id*1000000000 + k
				if k%2 == 1 {
					unbuf <- v
				} else {
					buf <- v
				}
				mu.Lock()
				total += k
				mu.Unlock()
			}
			wg.Done()
		}()
	}
	cmu.Lock()
	stage = 1
	ccond.Signal()
	for stage != 2 {
		ccond.Wait()
	}
	cmu.Unlock()
	fmt.Printf("cond round trip through an OS thread: %s\n", <-resp)
	wg.Wait()
	sum := <-colw
	want := 2 * senders * (perSender * (perSender + 1) / 2)
	if sum != want || total != want {
		fmt.Printf("FAIL\n")
		os.Exit(1)
	}
	fmt.Printf("ok: %d OS threads and %d tasks sent every value once; OS threads never moved\n", senders, senders)
}
