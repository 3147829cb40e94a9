package main

// The tasks rows, twin of bench/c/tasks.c (see that file for the list of rows and units): the
// groups "switch" (run with GOMAXPROCS=1 in the environment), "parked" and "tasks".

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

const switchRounds = 1000000

func switchPingPong(n int64) time.Duration {
	ping, pong := make(chan int64), make(chan int64)
	var sum int64
	d := parallel(1, func(int) {
		for i := 0; i < switchRounds; i++ {
			v := <-ping
			pong <- v + 1
		}
	}, func() {
		for i := int64(0); i < switchRounds; i++ {
			ping <- i
			sum += <-pong
		}
	})
	if sum != switchRounds*(switchRounds+1)/2 {
		fail("SwitchPingPong", "wrong sum")
	}
	return d
}

const parkedTasks = 100000

func residentBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return -1
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return -1
	}
	pages, err := strconv.ParseInt(f[1], 10, 64)
	if err != nil {
		return -1
	}
	return pages * int64(os.Getpagesize())
}

func parked() {
	chs := make([]chan int64, parkedTasks)
	var ready, done sync.WaitGroup
	before := residentBytes()
	ready.Add(parkedTasks)
	done.Add(parkedTasks)
	for i := range chs {
		chs[i] = make(chan int64)
		go func(c chan int64) {
			ready.Done()
			<-c
			done.Done()
		}(chs[i])
	}
	ready.Wait()
	after := residentBytes()
	for _, c := range chs {
		close(c)
	}
	done.Wait()
	if before < 0 || after < before {
		fail("ParkedTasks", "cannot read the resident set size")
		return
	}
	fmt.Printf("BENCH ParkedTasks %.6g B/task\n", float64(after-before)/parkedTasks)
}

const spawnTasks = 100000

func spawnWait(n int64) time.Duration {
	var spawned atomic.Int64
	t0 := time.Now()
	for r := int64(0); r < n; r++ {
		var wg sync.WaitGroup
		wg.Add(spawnTasks)
		for i := 0; i < spawnTasks; i++ {
			go func() {
				spawned.Add(1)
				wg.Done()
			}()
		}
		wg.Wait()
	}
	d := time.Since(t0)
	if spawned.Load() != n*spawnTasks {
		fail("SpawnWait", "lost tasks")
	}
	return d
}

func benchSwitch() {
	if wanted("SwitchPingPong") {
		printPer("SwitchPingPong", once(switchPingPong), switchRounds, time.Nanosecond, "ns/roundtrip")
	}
}

func benchParked() {
	if wanted("ParkedTasks") {
		parked()
	}
}

func benchTasks() {
	if wanted("SpawnWait") {
		printPer("SpawnWait", measure(spawnWait), spawnTasks, time.Nanosecond, "ns/task")
	}
}
