//go:build ignore

// Twin of map_threads.c: four threads read the same maps at once (lookups of present and missing
// keys, len, whole iterations, NaN lookups in a float map), with no writer, as Go allows. Each
// thread's sums are printed after all have joined.
// so-test-tsan
package main

import (
	"math"
	"strconv"
	"sync"
)

func main() {
	const n = 5000
	m := make(map[int]int, n)
	for i := 0; i < n; i++ {
		m[i*3] = i
	}
	names := make(map[string]int, 100)
	for i := 0; i < 100; i++ {
		names["name-"+strconv.Itoa(i)] = i
	}
	floats := make(map[float64]int, 4)
	floats[math.NaN()] = 1
	floats[0.5] = 2
	floats[math.Copysign(0, -1)] = 3

	var sums [4]int
	var wg sync.WaitGroup
	for t := 0; t < 4; t++ {
		wg.Add(1)
		go func(t int) {
			defer wg.Done()
			s := 0
			for r := 0; r < 20; r++ {
				for i := t; i < 3*n; i += 4 {
					if v, ok := m[i]; ok {
						s += v
					} else {
						s -= 1
					}
				}
				for k, v := range m {
					s += k - v
				}
				for i := 0; i < 100; i += 1 + t {
					s += names["name-"+strconv.Itoa(i)]
				}
				s += len(m) + len(names)
				s += floats[math.NaN()] + floats[0.5] + floats[0] + len(floats)
			}
			sums[t] = s
		}(t)
	}
	wg.Wait()
	for t, s := range sums {
		println("thread", t, s)
	}
}
