// Go twin of tasks_sleep_many.c.
package main

import (
	"fmt"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

const sleeps = 5
const values = 100000

func main() {
	scale, _ := strconv.Atoi(os.Getenv("SO_STRESS_SCALE"))
	n := 1000 / max(scale, 1)
	var tooShort, slept atomic.Int64
	ping, pong := make(chan int64), make(chan int64)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for v := range ping {
			pong <- v + 1
		}
	}()
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			x := uint64(i)*0x9E3779B97F4A7C15 + 1
			for k := 0; k < sleeps; k++ {
				x = x*6364136223846793005 + 1442695040888963407
				d := time.Duration(int64(x>>33) % 2000001)
				t0 := time.Now()
				time.Sleep(d)
				if time.Since(t0) < d {
					tooShort.Add(1)
				}
				slept.Add(1)
			}
		}(i)
	}
	var sum int64
	for i := int64(0); i < values; i++ {
		ping <- i
		sum += <-pong
	}
	close(ping)
	wg.Wait()
	if tooShort.Load() != 0 || slept.Load() != int64(n*sleeps) || sum != values*(values+1)/2 {
		fmt.Printf("FAIL\n")
		os.Exit(1)
	}
	fmt.Printf("ok: every sleep lasted at least what was asked; %d values passed meanwhile\n", values)
}
