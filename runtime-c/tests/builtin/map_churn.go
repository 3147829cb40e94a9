//go:build ignore

// Twin of map_churn.c: a million insert/delete cycles on small maps must neither exhaust their
// fixed capacity nor lose or invent entries: a sliding window of 8 keys in a map of capacity 8,
// one key deleted and re-inserted forever in a map of capacity 1, and random inserts and deletes
// against a shadow set in a map of capacity 1000 that is kept nearly full.
package main

func main() {
	const cycles = 1000000

	// A window of 8 keys slides over a million keys: delete the oldest, insert the next.
	w := make(map[int]int, 8)
	for i := 0; i < 8; i++ {
		w[i] = i
	}
	for i := 0; i < cycles; i++ {
		delete(w, i)
		w[i+8] = i
		if w[i+1] != i+1-8 && i+1 >= 8 {
			println("lost", i+1)
		}
	}
	keys, vals := 0, 0
	for k, v := range w {
		keys += k
		vals += v
	}
	println("window", len(w), keys, vals, w[cycles+7], w[cycles])

	// One key deleted and re-inserted forever in a map of capacity 1.
	one := make(map[string]int, 1)
	for i := 0; i < cycles; i++ {
		one["k"] = i
		delete(one, "k")
	}
	one["k"] = -1
	println("one", len(one), one["k"])

	// Random inserts and deletes against a shadow set, capacity 1000, keys below 2000.
	const capacity, space = 1000, 2000
	m := make(map[int]int, capacity)
	var shadow [space]int
	var present [space]bool
	x := uint64(12345)
	inserts, deletes, full := 0, 0, 0
	for i := 0; i < cycles; i++ {
		x = x*6364136223846793005 + 1442695040888963407
		k := int(x>>33) % space
		if present[k] {
			if m[k] != shadow[k] {
				println("wrong value", k)
			}
			delete(m, k)
			present[k] = false
			deletes++
		} else if len(m) < capacity {
			m[k] = i
			shadow[k] = i
			present[k] = true
			inserts++
		} else {
			full++
		}
	}
	mismatches, n := 0, 0
	for k, v := range m {
		if !present[k] || shadow[k] != v {
			mismatches++
		}
		n++
	}
	for k := 0; k < space; k++ {
		if _, ok := m[k]; ok != present[k] {
			mismatches++
		}
	}
	println("random", len(m), n, inserts, deletes, full, mismatches)
}
