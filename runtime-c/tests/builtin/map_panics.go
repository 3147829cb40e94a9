//go:build ignore

// Twin of map_panics.c: one panic per case (the argument): inserting a new key into a full map
// (after overwrites and a delete that made room), into a map of capacity 0 and into one made
// with a negative size; assignment and compound assignment to a nil map; NaN keys filling a map;
// a size too large for any map; deferred calls running before a map panic.
// so-test-cases: 9
package main

import (
	"math"
	"os"
	"strconv"
)

// So's maps have a fixed capacity (language.md section 3): inserting a new key into a full map
// panics. This models it in Go.
func soSet[K comparable, V any](m map[K]V, capacity int, k K, v V) {
	if _, ok := m[k]; !ok && m != nil && len(m) >= capacity {
		panic("map: out of capacity")
	}
	m[k] = v
}

// A size over So's limit (1 << 30 entries, or more memory than one allocation may have).
func soMake[V any](n, valueSize int) map[int]V {
	if n > 1<<30 || (n > 0 && (valueSize+8)*n > 1<<48) {
		panic("runtime error: makemap: size out of range")
	}
	return make(map[int]V, n)
}

func main() {
	c, _ := strconv.Atoi(os.Args[1])
	zero := 0
	println("case", c)
	switch c {
	case 0:
		m := make(map[int]int, 3)
		for i := 0; i < 3; i++ {
			soSet(m, 3, i, i)
		}
		println("full", len(m))
		soSet(m, 3, 3, 3)
	case 1:
		var m map[string]int
		m["a"] = 1
	case 2:
		m := make(map[string]int, zero)
		println(len(m), m["a"])
		soSet(m, 0, "a", 1)
	case 3:
		var m map[string]int
		m["a"]++
	case 4:
		_ = soMake[int](zero+1<<40, 8)
	case 5:
		defer println("deferred 1")
		defer println("deferred 2")
		m := make(map[int]int, 1)
		soSet(m, 1, 1, 1)
		soSet(m, 1, 2, 2)
	case 6:
		n := zero - 1
		m := make(map[int]int, n)
		println("negative size", len(m), m[0])
		soSet(m, max(n, 0), 0, 1)
	case 7:
		m := make(map[int]int, 2)
		soSet(m, 2, 1, 1)
		soSet(m, 2, 2, 2)
		soSet(m, 2, 1, 10)
		soSet(m, 2, 2, 20)
		delete(m, 1)
		soSet(m, 2, 3, 30)
		println("refilled", len(m), m[2], m[3])
		soSet(m, 2, 4, 40)
	case 8:
		m := make(map[float64]int, 2)
		nan := math.NaN()
		soSet(m, 2, nan, 1)
		soSet(m, 2, nan, 2)
		println("nans", len(m))
		soSet(m, 2, nan, 3)
	}
}
