// Tests ranging over maps, printed in sorted order since Go randomises the iteration order:
// keys only, keys and values, values only; a sum that does not depend on the order; and
// deleting every entry while ranging.
package main

func sortStrings(a []string) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

func main() {
	stock := map[string]int{"pear": 4, "apple": 10, "fig": 0, "kiwi": 7, "date": 3}
	keys := make([]string, 0, len(stock))
	for k := range stock {
		keys = append(keys, k)
	}
	sortStrings(keys)
	for _, k := range keys {
		println(k, stock[k])
	}

	total := 0
	count := 0
	for _, v := range stock {
		total += v
		count++
	}
	println("total", total, count)

	vals := make([]int, 0, 5)
	for k, v := range stock {
		if len(k) == 4 {
			vals = append(vals, v)
		}
	}
	sortInts(vals)
	for _, v := range vals {
		print(v, " ")
	}
	println()

	sq := make(map[int]int, 20)
	for i := -5; i <= 5; i++ {
		sq[i] = i * i
	}
	ik := make([]int, 0, 20)
	for k, v := range sq {
		if v > 4 {
			ik = append(ik, k)
		}
	}
	sortInts(ik)
	for _, k := range ik {
		print(k, ":", sq[k], " ")
	}
	println()

	// Deleting the current key while ranging is allowed.
	seen := 0
	for k := range sq {
		delete(sq, k)
		seen++
	}
	println(seen, len(sq))

	// Entries deleted before they are reached are not produced.
	m := map[int]bool{1: true, 2: true, 3: true, 4: true}
	visited := 0
	for k := range m {
		visited++
		for other := range m {
			if other != k {
				delete(m, other)
			}
		}
	}
	println(visited, len(m))
}
