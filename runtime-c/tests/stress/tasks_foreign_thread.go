// Go twin of tasks_foreign_thread.c (a foreign thread is a goroutine).
package main

import (
	"fmt"
	"os"
	"strconv"
	"sync"
)

const foreign = 2

func main() {
	scale, _ := strconv.Atoi(os.Getenv("SO_STRESS_SCALE"))
	rounds := int64(20000 / max(scale, 1))
	var mu, cmu sync.Mutex
	var counter int64
	cond := sync.NewCond(&cmu)
	signalled := false
	var foreignDone, tasks sync.WaitGroup
	foreignDone.Add(foreign)
	var ping, pong [foreign]chan int64
	for i := 0; i < foreign; i++ {
		ping[i], pong[i] = make(chan int64), make(chan int64)
		tasks.Add(1)
		go func(i int) {
			defer tasks.Done()
			for r := int64(0); r < rounds; r++ {
				v := <-ping[i]
				mu.Lock()
				counter++
				mu.Unlock()
				pong[i] <- v * 3
			}
		}(i)
	}
	w := make(chan string)
	go func() { foreignDone.Wait(); w <- "foreign threads done" }()
	results := make(chan int64, foreign)
	for i := 0; i < foreign; i++ {
		go func(i int) {
			var sum int64
			for r := int64(0); r < rounds; r++ {
				ping[i] <- r
				sum += <-pong[i]
				mu.Lock()
				counter++
				mu.Unlock()
			}
			sq := make(chan int64, 10)
			for k := int64(0); k < 10; k++ {
				go func(k int64) { sq <- k * k }(k)
			}
			for k := 0; k < 10; k++ {
				sum += <-sq
			}
			if i == 0 {
				cmu.Lock()
				for !signalled {
					cond.Wait()
				}
				cmu.Unlock()
			}
			foreignDone.Done()
			results <- sum
		}(i)
	}
	cmu.Lock()
	signalled = true
	cond.Broadcast()
	cmu.Unlock()
	fmt.Printf("task waiting on a WaitGroup: %s\n", <-w)
	want := 3*(rounds*(rounds-1)/2) + 285
	ok := true
	for i := 0; i < foreign; i++ {
		ok = ok && <-results == want
	}
	tasks.Wait()
	if !ok || counter != 2*foreign*rounds {
		fmt.Printf("FAIL\n")
		os.Exit(1)
	}
	fmt.Printf("ok: %d foreign threads and their tasks exchanged every value, counter exact\n", foreign)
}
