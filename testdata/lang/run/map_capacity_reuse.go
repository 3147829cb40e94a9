// Tests a map used at exactly its capacity: filling it to the capacity, overwriting existing
// keys when full, deleting to make room and inserting again, and clear followed by a refill,
// so the number of live keys never exceeds the capacity given to make.
package main

const n = 4

func fill(m map[int]string, base int) {
	for i := 0; i < n; i++ {
		m[base+i] = "v"
	}
}

func keysSum(m map[int]string) int {
	s := 0
	for k := range m {
		s += k
	}
	return s
}

func main() {
	m := make(map[int]string, n)
	fill(m, 0)
	println(len(m), keysSum(m))

	// Full: updates of existing keys are fine.
	for k := range m {
		m[k] += "!"
	}
	m[2] = "two"
	println(len(m), m[0], m[2], m[3])

	// Delete one, insert a different key.
	for round := 0; round < 10; round++ {
		delete(m, round)
		m[round+n] = "r"
		if len(m) != n {
			println("bad length", len(m))
		}
	}
	println(len(m), keysSum(m), m[13], m[9])

	clear(m)
	println(len(m), keysSum(m))
	fill(m, 100)
	println(len(m), keysSum(m), m[103])

	// The same with struct keys and values.
	type k struct{ a, b int8 }
	type v struct {
		x [2]int
		s string
	}
	sm := make(map[k]v, 2)
	sm[k{1, 1}] = v{[2]int{1, 2}, "a"}
	sm[k{1, 2}] = v{[2]int{3, 4}, "b"}
	delete(sm, k{1, 1})
	sm[k{2, 2}] = v{s: "c"}
	println(len(sm), sm[k{1, 2}].x[1], sm[k{2, 2}].s, sm[k{1, 1}].s == "")
}
