// Held-out acceptance program: heapsort, shellsort and a stable merge sort that takes its
// scratch buffer from the caller, plus sorting records by a comparison function value.
package main

type IntSlice []int

func (s IntSlice) Len() int           { return len(s) }
func (s IntSlice) Less(i, j int) bool { return s[i] < s[j] }
func (s IntSlice) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }

func siftDown(s IntSlice, root, end int) {
	for {
		child := 2*root + 1
		if child >= end {
			return
		}
		if child+1 < end && s.Less(child, child+1) {
			child++
		}
		if !s.Less(root, child) {
			return
		}
		s.Swap(root, child)
		root = child
	}
}

func heapSort(s IntSlice) {
	n := s.Len()
	for i := n/2 - 1; i >= 0; i-- {
		siftDown(s, i, n)
	}
	for end := n - 1; end > 0; end-- {
		s.Swap(0, end)
		siftDown(s, 0, end)
	}
}

func shellSort(a []int) (swaps int) {
	for gap := len(a) / 2; gap > 0; gap /= 2 {
		for i := gap; i < len(a); i++ {
			for j := i; j >= gap && a[j-gap] > a[j]; j -= gap {
				a[j], a[j-gap] = a[j-gap], a[j]
				swaps++
			}
		}
	}
	return
}

type Person struct {
	Name string
	Age  int
}

type lessFunc func(a, b Person) bool

func byAge(a, b Person) bool  { return a.Age < b.Age }
func byName(a, b Person) bool { return a.Name < b.Name }

// mergeSort sorts people stably, using tmp (same length) as scratch space.
func mergeSort(people, tmp []Person, less lessFunc) {
	if len(people) <= 1 {
		return
	}
	mid := len(people) / 2
	mergeSort(people[:mid], tmp[:mid], less)
	mergeSort(people[mid:], tmp[mid:], less)
	i, j, k := 0, mid, 0
	for i < mid && j < len(people) {
		if less(people[j], people[i]) {
			tmp[k] = people[j]
			j++
		} else {
			tmp[k] = people[i]
			i++
		}
		k++
	}
	k += copy(tmp[k:], people[i:mid])
	copy(tmp[k:], people[j:])
	copy(people, tmp[:len(people)])
}

func isSorted(a []int) bool {
	for i := 1; i < len(a); i++ {
		if a[i-1] > a[i] {
			return false
		}
	}
	return true
}

func show(label string, a []int) {
	print(label, ":")
	for _, v := range a {
		print(" ", v)
	}
	println()
}

// lcg is a tiny deterministic pseudo-random generator.
type lcg uint32

func (r *lcg) next() int {
	*r = *r*1664525 + 1013904223
	return int(*r >> 16 % 1000)
}

func main() {
	var rng lcg = 42
	var data [24]int
	for i := range data {
		data[i] = rng.next()
	}
	orig := data

	h := IntSlice(data[:])
	heapSort(h)
	show("heap", h)
	println("heap sorted:", isSorted(h), "len", h.Len())

	data2 := orig
	swaps := shellSort(data2[:])
	show("shell", data2[:])
	println("shell swaps:", swaps, "same as heap:", data == data2)
	println("original untouched:", orig != data, orig[0], orig[23])

	people := []Person{
		{"mara", 31}, {"ivo", 25}, {"zoe", 31}, {"ana", 25},
		{"bo", 40}, {"cy", 19}, {"dee", 31},
	}
	var scratch [7]Person
	mergeSort(people, scratch[:], byName)
	for _, p := range people {
		print(p.Name, " ")
	}
	println()
	mergeSort(people, scratch[:], byAge) // stable: names stay alphabetical within an age
	for i, p := range people {
		println(i, p.Name, p.Age)
	}
	var order lessFunc = byAge
	println("ana before bo:", order(people[1], people[6]), people[0] == Person{"cy", 19})
}
