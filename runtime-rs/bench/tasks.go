// Go twin of tasks.c: SwitchPingPong (run with GOMAXPROCS=1), SpawnWait, ParkedTasks.
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

const rounds = 1000000
const n = 100000

func rss() int64 {
	b, _ := os.ReadFile("/proc/self/status")
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			f := strings.Fields(l)
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb * 1024
		}
	}
	return -1
}

func main() {
	only := ""
	if len(os.Args) > 1 {
		only = os.Args[1]
	}
	if strings.Contains("SwitchPingPong", only) {
		ping, pong := make(chan int64), make(chan int64)
		go func() {
			for i := 0; i < rounds; i++ {
				v := <-ping
				pong <- v + 1
			}
		}()
		res := make(chan time.Duration)
		go func() {
			var v int64
			t0 := time.Now()
			for i := 0; i < rounds; i++ {
				ping <- v
				v = <-pong
			}
			res <- time.Since(t0)
		}()
		fmt.Printf("BENCH SwitchPingPong %.6g ns/roundtrip\n", float64((<-res).Nanoseconds())/rounds)
	}
	if strings.Contains("SpawnWait", only) {
		for round := 0; round < 2; round++ {
			t0 := time.Now()
			var wg sync.WaitGroup
			wg.Add(n)
			for i := 0; i < n; i++ {
				go func() { wg.Done() }()
			}
			wg.Wait()
			if round == 1 {
				fmt.Printf("BENCH SpawnWait %.6g ns/task\n", float64(time.Since(t0).Nanoseconds())/n)
			}
		}
	}
	if strings.Contains("ParkedTasks", only) {
		chans := make([]chan int64, n)
		for i := range chans {
			chans[i] = make(chan int64)
		}
		before := rss()
		var wg sync.WaitGroup
		wg.Add(n)
		for i := 0; i < n; i++ {
			go func(i int) { <-chans[i]; wg.Done() }(i)
		}
		time.Sleep(200 * time.Millisecond)
		during := rss()
		for i := range chans {
			chans[i] <- int64(i)
		}
		wg.Wait()
		fmt.Printf("BENCH ParkedTasks %.6g bytes/task\n", float64(during-before)/n)
	}
}
