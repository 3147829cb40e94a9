// A realistic program: insertion sort, quicksort (recursing on subslices), selection sort of
// strings and a counting sort, each checked for sortedness, written in ordinary Go style.
package main

func insertionSort(a []int) {
	for i := 1; i < len(a); i++ {
		v := a[i]
		j := i - 1
		for j >= 0 && a[j] > v {
			a[j+1] = a[j]
			j--
		}
		a[j+1] = v
	}
}

func quickSort(a []int) {
	if len(a) < 2 {
		return
	}
	pivot := a[len(a)/2]
	i, j := 0, len(a)-1
	for i <= j {
		for a[i] < pivot {
			i++
		}
		for a[j] > pivot {
			j--
		}
		if i <= j {
			a[i], a[j] = a[j], a[i]
			i++
			j--
		}
	}
	quickSort(a[:j+1])
	quickSort(a[i:])
}

func selectionSort(s []string) {
	for i := range s {
		m := i
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[m] {
				m = j
			}
		}
		s[i], s[m] = s[m], s[i]
	}
}

func countingSort(in []uint8, out []uint8) {
	var counts [256]int
	for _, v := range in {
		counts[v]++
	}
	k := 0
	for v, c := range counts {
		for ; c > 0; c-- {
			out[k] = uint8(v)
			k++
		}
	}
}

func sorted(a []int) bool {
	for i := 1; i < len(a); i++ {
		if a[i-1] > a[i] {
			return false
		}
	}
	return true
}

func printInts(a []int) {
	for i, v := range a {
		if i > 0 {
			print(" ")
		}
		print(v)
	}
	println()
}

// lcg is a small deterministic pseudo-random generator.
type lcg struct{ state uint32 }

func (g *lcg) next() uint32 {
	g.state = g.state*1664525 + 1013904223
	return g.state
}

func main() {
	a := []int{5, 2, 9, -1, 5, 0, 3}
	insertionSort(a)
	printInts(a)

	var data [200]int
	g := lcg{42}
	for i := range data {
		data[i] = int(g.next()%1000) - 500
	}
	println("sorted before:", sorted(data[:]))
	quickSort(data[:])
	println("sorted after:", sorted(data[:]))
	printInts(data[:10])
	printInts(data[190:])

	words := []string{"pear", "apple", "fig", "banana", "apple", "cherry"}
	selectionSort(words)
	for _, w := range words {
		print(w, " ")
	}
	println()

	in := []uint8{200, 3, 3, 255, 0, 17, 200}
	out := make([]uint8, len(in))
	countingSort(in, out)
	for _, v := range out {
		print(v, " ")
	}
	println()
}
