// Tests maps made inside loops: a map with a constant capacity (or a literal) that does not
// outlive its iteration reuses one block of memory, so 200000 iterations that each make a map
// of 128 entries run in a small stack; a map that does outlive its iteration (kept in a slice
// made outside the loop) gets new memory each time and keeps its entries.
package main

func distinct(xs []int) int {
	seen := make(map[int]bool, 8)
	for _, x := range xs {
		seen[x] = true
	}
	return len(seen)
}

func main() {
	total := 0
	for i := 0; i < 200000; i++ {
		m := make(map[int]int, 128)
		for j := 0; j < 128; j += 16 {
			m[j] = i
		}
		m[i%128]++
		total += len(m)
	}
	println(total)

	hits := 0
	for i := 0; i < 100000; i++ {
		lit := map[string]int{"a": i, "b": 2 * i, "c": 3}
		lit["a"]++
		if lit["a"]+lit["b"] == 3*i+1 {
			hits++
		}
	}
	println(hits)

	kept := make([]map[int]int, 0, 4)
	for i := 0; i < 4; i++ {
		m := make(map[int]int, 2)
		m[i] = i * i
		kept = append(kept, m)
	}
	sum := 0
	for i, m := range kept {
		sum += m[i] + len(m)
	}
	println(sum)

	d := 0
	xs := []int{1, 2, 2, 3, 3, 3}
	for i := 0; i < 100000; i++ {
		d += distinct(xs)
	}
	println(d)

	n := 3
	for i := 0; i < 3; i++ {
		sized := make(map[int]int, n+i)
		for j := 0; j < n+i; j++ {
			sized[j] = j
		}
		println(len(sized))
	}
}
