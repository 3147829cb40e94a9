// so/slices sorting from So: Sort on ints, strings and floats with NaN, SortFunc on structs
// (descending, by several keys), SortStableFunc keeping the input order of equal keys,
// IsSorted, IsSortedFunc, BinarySearch, BinarySearchFunc, and large inputs of the shapes that
// defeat naive quicksorts (sorted, reversed, few values, organ pipe), checked element by
// element.
package main

import (
	"solod.dev/so/cmp"
	"solod.dev/so/slices"
)

type employee struct {
	name string
	dept string
	age  int
}

type rng uint64

func (r *rng) next() uint64 {
	*r ^= *r << 13
	*r ^= *r >> 7
	*r ^= *r << 17
	return uint64(*r)
}

func printInts(s []int) {
	for i, v := range s {
		if i > 0 {
			print(" ")
		}
		print(v)
	}
	println()
}

// checksum folds a slice into a number that depends on every element and its position.
func checksum(s []int) uint64 {
	h := uint64(14695981039346656037)
	for _, v := range s {
		h ^= uint64(v)
		h *= 1099511628211
	}
	return h
}

func bigSorts() {
	const n = 20000
	s := make([]int, n)
	var r rng = 12345
	for shape := 0; shape < 6; shape++ {
		for i := range s {
			switch shape {
			case 0:
				s[i] = int(r.next() % 100000)
			case 1:
				s[i] = i
			case 2:
				s[i] = n - i
			case 3:
				s[i] = int(r.next() % 3)
			case 4:
				s[i] = min(i, n-i)
			case 5:
				s[i] = i % 100
			}
		}
		if shape%2 == 0 {
			slices.Sort(s)
		} else {
			slices.SortFunc(s, func(a, b int) int { return cmp.Compare(a, b) })
		}
		println("shape", shape, slices.IsSorted(s), s[0], s[n/2], s[n-1], checksum(s))
	}
}

func main() {
	xs := []int{5, 2, 8, -1, 9, 2, 0, 7, 3, 3, 11, -40, 6, 1}
	slices.Sort(xs)
	printInts(xs)
	println(slices.IsSorted(xs))

	words := []string{"kiwi", "apple", "fig", "Banana", "cherry", "", "date", "apple"}
	slices.Sort(words)
	for _, w := range words {
		print("[", w, "]")
	}
	println()

	zero := 0.0
	fs := []float64{2.5, zero / zero, -1, 1 / zero, 0, -zero, 1e-300, zero / zero}
	slices.Sort(fs)
	for _, f := range fs {
		print(f, " ")
	}
	println()

	staff := []employee{
		{"Ann", "eng", 41}, {"Bob", "ops", 29}, {"Cid", "eng", 29}, {"Dee", "ops", 52},
		{"Eve", "eng", 35}, {"Fay", "hr", 29}, {"Gus", "hr", 41}, {"Hal", "eng", 29},
	}
	slices.SortStableFunc(staff, func(a, b employee) int { return cmp.Compare(a.age, b.age) })
	for _, e := range staff {
		print(e.name, ":", e.age, " ")
	}
	println()
	slices.SortFunc(staff, func(a, b employee) int {
		if c := cmp.Compare(a.dept, b.dept); c != 0 {
			return c
		}
		return cmp.Compare(b.age, a.age)
	})
	for _, e := range staff {
		print(e.dept, "/", e.name, " ")
	}
	println()
	byAge := func(a, b employee) int { return cmp.Compare(a.age, b.age) }
	println(slices.IsSortedFunc(staff, byAge))

	i, found := slices.BinarySearch(xs, 7)
	println("7 at", i, found)
	i, found = slices.BinarySearch(xs, 4)
	println("4 at", i, found)
	i, found = slices.BinarySearch(words, "date")
	println("date at", i, found)
	slices.SortFunc(staff, func(a, b employee) int { return cmp.Compare(a.name, b.name) })
	i, found = slices.BinarySearchFunc(staff, "Eve", func(e employee, name string) int {
		return cmp.Compare(e.name, name)
	})
	println("Eve at", i, found, staff[i].dept)

	bigSorts()
}
