//go:build ignore

// Twin of map_bench.c: map workloads that print nothing but a checksum, so the same programs
// can be timed against each other (the test runs the default, small workload and compares the
// checksums). With arguments `MODE N SIZE` one workload runs N operations on a map of SIZE
// entries (made with room for SIZE): lookup-int and lookup-str (half the keys looked up are
// missing), insert-int and insert-str (fill SIZE keys, clear, repeat), churn-int (delete a key
// and insert another in a full map), iter-int (N entries visited by whole iterations). Time a
// run of N operations minus a run of 0 for the cost of N operations alone.
package main

import (
	"math/bits"
	"os"
	"strconv"
)

var x uint64 = 88172645463325252

// next returns a pseudo-random number below n (the high half of a 64x64-bit product, cheaper
// than a division).
func next(n int) int {
	x = x*6364136223846793005 + 1442695040888963407
	hi, _ := bits.Mul64(x, uint64(n))
	return int(hi)
}

func strKeys(n int) []string {
	keys := make([]string, n)
	for i := range keys {
		keys[i] = "key-" + strconv.Itoa(i)
	}
	return keys
}

func run(mode string, n, size int) int {
	sum := 0
	switch mode {
	case "lookup-int":
		m := make(map[int]int, size)
		for i := 0; i < size; i++ {
			m[2*i+1] = i
		}
		for i := 0; i < n; i++ {
			if v, ok := m[next(2*size)]; ok {
				sum += v
			} else {
				sum++
			}
		}
	case "lookup-str":
		keys := strKeys(2 * size)
		m := make(map[string]int, size)
		for i := 0; i < size; i++ {
			m[keys[2*i+1]] = i
		}
		for i := 0; i < n; i++ {
			if v, ok := m[keys[next(2*size)]]; ok {
				sum += v
			} else {
				sum++
			}
		}
	case "insert-int":
		m := make(map[int]int, size)
		for done := 0; done < n; {
			clear(m)
			base := next(1 << 40)
			for i := 0; i < size && done < n; i++ {
				m[base+i*7] = i
				done++
			}
			sum += len(m)
		}
	case "insert-str":
		keys := strKeys(size)
		m := make(map[string]int, size)
		for done := 0; done < n; {
			clear(m)
			for i := 0; i < size && done < n; i++ {
				m[keys[i]] = i
				done++
			}
			sum += len(m)
		}
	case "churn-int":
		m := make(map[int]int, size)
		for i := 0; i < size; i++ {
			m[i] = i
		}
		for i := 0; i < n; i++ {
			delete(m, i)
			m[i+size] = i
		}
		sum = len(m) + m[n+size-1]
	case "iter-int":
		m := make(map[int]int, size)
		for i := 0; i < size; i++ {
			m[i*3] = i
		}
		for done := 0; done < n; {
			for k, v := range m {
				sum += k ^ v
				done++
			}
		}
	}
	return sum
}

func main() {
	if len(os.Args) == 4 {
		n, _ := strconv.Atoi(os.Args[2])
		size, _ := strconv.Atoi(os.Args[3])
		println(run(os.Args[1], n, size))
		return
	}
	sum := 0
	for _, mode := range []string{"lookup-int", "lookup-str", "insert-int", "insert-str", "churn-int", "iter-int"} {
		for _, size := range []int{1, 10, 1000} {
			sum += run(mode, 20000, size)
		}
	}
	println("checksum", sum)
}
