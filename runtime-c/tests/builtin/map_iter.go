//go:build ignore

// Twin of map_iter.c: range over a map while the loop changes it, checking Go's rules in a way
// that does not depend on the iteration order: an entry deleted before the iteration reaches it
// is not produced; every other entry present at the start is produced exactly once; entries
// inserted during the iteration are produced at most once; after clear nothing more is produced.
// Also: deleting the current entry, thousands of inserts and deletes inside the loop (the
// runtime rebuilds its index meanwhile), nested iteration, and values updated ahead of the
// iteration.
package main

func main() {
	const n = 1000

	// At the first step, delete every odd key.
	m := make(map[int]int, n)
	for i := 0; i < n; i++ {
		m[i] = i
	}
	var seen [n]int
	first := -1
	for k := range m {
		if first < 0 {
			first = k
			for j := 1; j < n; j += 2 {
				delete(m, j)
			}
		}
		seen[k]++
	}
	evensOnce, oddsSeen := true, 0
	for k := 0; k < n; k++ {
		if k%2 == 0 && seen[k] != 1 {
			evensOnce = false
		}
		if k%2 == 1 && k != first && seen[k] != 0 {
			oddsSeen++
		}
	}
	println("delete ahead", evensOnce, oddsSeen, len(m))

	// Delete the current entry at every step.
	count := 0
	for k := range m {
		delete(m, k)
		count++
	}
	println("delete current", count, len(m))

	// At each step delete another key, which may or may not have been produced yet.
	for i := 0; i < n; i++ {
		m[i] = i
	}
	var produced, deletedBefore [n]bool
	violations := 0
	for k := range m {
		if produced[k] || deletedBefore[k] {
			violations++
		}
		produced[k] = true
		other := (k*7 + 3) % n
		if _, ok := m[other]; ok && !produced[other] {
			deletedBefore[other] = true
		}
		delete(m, other)
	}
	accounted := true
	for k := 0; k < n; k++ {
		if produced[k] == deletedBefore[k] {
			accounted = false
		}
	}
	println("delete others", violations, accounted)

	// Insert during the iteration: originals exactly once, new keys at most once.
	big := make(map[int]int, 2*n)
	for i := 0; i < n; i++ {
		big[i] = i
	}
	var times [2 * n]int
	for k := range big {
		times[k]++
		if k < n {
			big[k+n] = k
		}
	}
	originalsOnce, newAtMostOnce := true, true
	for k := 0; k < 2*n; k++ {
		if k < n && times[k] != 1 {
			originalsOnce = false
		}
		if k >= n && times[k] > 1 {
			newAtMostOnce = false
		}
	}
	println("insert", originalsOnce, newAtMostOnce, len(big))

	// Thousands of inserts and deletes of fresh keys inside the loop, plus deletes of originals.
	small := make(map[int]int, 64)
	for i := 0; i < 32; i++ {
		small[i] = i
	}
	var churnSeen, churnDeleted [32]int
	fresh := 1000000
	for k := range small {
		if k >= 32 {
			println("fresh key produced", k)
			continue
		}
		if churnDeleted[k] != 0 {
			violations++
		}
		churnSeen[k]++
		for c := 0; c < 200; c++ {
			small[fresh] = c
			delete(small, fresh)
			fresh++
		}
		other := (k + 7) % 32
		if k%3 == 0 {
			if _, ok := small[other]; ok && churnSeen[other] == 0 {
				churnDeleted[other] = 1
			}
			delete(small, other)
		}
	}
	churnOk := true
	for k := 0; k < 32; k++ {
		if churnSeen[k]+churnDeleted[k] != 1 {
			churnOk = false
		}
	}
	println("churn", violations, churnOk, len(small))

	// clear during the iteration.
	for i := 0; i < n; i++ {
		m[i] = i
	}
	count = 0
	for range m {
		count++
		clear(m)
	}
	println("clear", count, len(m))

	// Nested iteration over one map.
	nested := make(map[string]int, 30)
	for i := 0; i < 30; i++ {
		nested[string(rune('A'+i))] = i
	}
	pairs, sum := 0, 0
	for _, a := range nested {
		for _, b := range nested {
			pairs++
			sum += a * b
		}
	}
	println("nested", pairs, sum)

	// Values updated ahead of the iteration are produced with their new value.
	for i := 0; i < n; i++ {
		m[i] = i
	}
	firstKey, updatedOk := -1, true
	for k, v := range m {
		if firstKey < 0 {
			firstKey = k
			for j := range n {
				m[j] = 7
			}
			continue
		}
		if v != 7 {
			updatedOk = false
		}
	}
	println("updated", updatedOk, m[firstKey])
}
