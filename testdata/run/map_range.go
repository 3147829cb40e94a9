// Tests range over maps, printed in an order-independent way: key only, value only, both,
// blank targets, assigning existing variables (for k, v = range m), break and continue (also
// labeled, from a nested loop), ranging over a literal and a call's result (evaluated once),
// deleting entries not reached yet (they are not produced), deleting the current entry,
// inserting during the range (only the final length is deterministic), and loop variables
// that are new in each iteration (their addresses differ).
package main

var evaluated int

func source(m map[int]int) map[int]int {
	evaluated++
	for i := 1; i <= 4; i++ {
		m[i] = i * i
	}
	return m
}

func main() {
	m := map[string]int{"a": 1, "b": 2, "c": 3, "d": 4}
	keys, vals, both := 0, 0, 0
	for k := range m {
		keys += len(k)
	}
	for _, v := range m {
		vals += v
	}
	for k, v := range m {
		both += int(k[0]-'a'+1) * v
	}
	n := 0
	for range m {
		n++
	}
	println(keys, vals, both, n)

	var k string
	var v int
	total := 0
	for k, v = range m {
		total += v
	}
	println(total, len(k), v > 0)

	seen := 0
	for _, v := range m {
		if v%2 == 0 {
			continue
		}
		seen += v
		if seen > 100 {
			break
		}
	}
	println(seen)

	found := ""
outer:
	for key, val := range m {
		for i := 0; i < 10; i++ {
			if i == val && key == "c" {
				found = key
				break outer
			}
			if i > val {
				continue outer
			}
		}
	}
	println(found)

	lit := 0
	for key, val := range map[int]int{10: 1, 20: 2} {
		lit += key * val
	}
	println(lit)

	sq := 0
	for _, v := range source(make(map[int]int, 4)) {
		sq += v
	}
	println(sq, evaluated)

	// Deleting every other entry at the first iteration: exactly one iteration runs.
	d := map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true}
	iters := 0
	for key := range d {
		iters++
		for other := range d {
			if other != key {
				delete(d, other)
			}
		}
	}
	println(iters, len(d))

	// Deleting the current entry each time empties the map.
	e := map[string]int{"x": 1, "y": 2, "z": 3}
	for key := range e {
		delete(e, key)
	}
	println(len(e))

	// Insertions during the range may or may not be produced; the length is what it is.
	g := make(map[int]int, 8)
	g[0] = 0
	g[1] = 1
	for key := range g {
		if key < 2 {
			g[key+10] = key
		}
	}
	println(len(g), g[10], g[11])

	ptrs := make(map[*int]bool, 4)
	for key := range map[int]bool{1: true, 2: true, 3: true} {
		ptrs[&key] = true
	}
	println(len(ptrs))
}
