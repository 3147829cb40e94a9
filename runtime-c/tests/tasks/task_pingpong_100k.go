// Go twin of task_pingpong_100k.c.
package main

import (
	"fmt"
	"os"
	"strings"
	"sync"
)

const pairs = 50000
const rounds = 4

type pair struct {
	ping, pong chan int64
	id, sum    int64
}

// mappings counts the memory mappings of the process, or -1.
func mappings() int {
	b, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return -1
	}
	return strings.Count(string(b), "\n")
}

func main() {
	gate := make(chan struct{})
	ps := make([]pair, pairs)
	var wg, ready sync.WaitGroup
	ready.Add(2 * pairs)
	for i := range ps {
		p := &ps[i]
		p.id = int64(i)
		p.ping, p.pong = make(chan int64), make(chan int64)
		wg.Add(2)
		go func() {
			defer wg.Done()
			ready.Done()
			<-gate
			for r := int64(0); r < rounds; r++ {
				p.ping <- p.id*rounds + r
				p.sum += <-p.pong
			}
		}()
		go func() {
			defer wg.Done()
			ready.Done()
			<-gate
			for r := 0; r < rounds; r++ {
				v := <-p.ping
				p.pong <- 2*v + 1
			}
		}()
	}
	ready.Wait()
	fmt.Printf("%d tasks parked at the gate\n", 2*pairs)
	maps, few := mappings(), "NO"
	if maps > 0 && maps < 1000 {
		few = "yes"
	}
	fmt.Printf("memory mappings meanwhile: fewer than 1000: %s\n", few)
	close(gate)
	wg.Wait()
	var total int64
	n := int64(pairs * rounds)
	for i := range ps {
		total += ps[i].sum
	}
	res := "WRONG"
	if total == n*n {
		res = "right"
	}
	fmt.Printf("round trips %d, total %s\n", n, res)
}
