// Tests generic sorting and searching over an Ordered constraint: an insertion sort and a
// stable merge sort using a caller-provided scratch buffer, binary search returning
// (index, found), dedup in place, and the same functions instantiated for ints, floats,
// strings and a named string type.
package main

type Ordered interface {
	~int | ~int64 | ~float64 | ~string
}

func InsertionSort[T Ordered](xs []T) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

func MergeSortFunc[T any](xs, scratch []T, less func(a, b T) bool) {
	if len(xs) < 2 {
		return
	}
	mid := len(xs) / 2
	MergeSortFunc(xs[:mid], scratch, less)
	MergeSortFunc(xs[mid:], scratch, less)
	tmp := scratch[:0]
	i, j := 0, mid
	for i < mid && j < len(xs) {
		if less(xs[j], xs[i]) {
			tmp = append(tmp, xs[j])
			j++
		} else {
			tmp = append(tmp, xs[i])
			i++
		}
	}
	tmp = append(tmp, xs[i:mid]...)
	tmp = append(tmp, xs[j:]...)
	copy(xs, tmp)
}

func BinarySearch[T Ordered](xs []T, v T) (int, bool) {
	lo, hi := 0, len(xs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if xs[m] < v {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(xs) && xs[lo] == v
}

func Dedup[T comparable](xs []T) []T {
	if len(xs) == 0 {
		return xs
	}
	out := xs[:1]
	for _, x := range xs[1:] {
		if x != out[len(out)-1] {
			out = append(out, x)
		}
	}
	return out
}

type Tag string

type rec struct {
	key  int
	name string
}

func main() {
	ints := []int{5, 3, 9, 3, 1, 9, 9, 0}
	InsertionSort(ints)
	for _, v := range ints {
		print(v, " ")
	}
	println()
	i, ok := BinarySearch(ints, 9)
	j, ok2 := BinarySearch(ints, 4)
	println(i, ok, j, ok2)
	u := Dedup(ints)
	println(len(u), u[len(u)-1], len(ints))

	fs := []float64{2.5, -1, 0.125, 2.5}
	InsertionSort(fs)
	println(fs[0], fs[1], fs[3])

	tags := []Tag{"web", "api", "db", "api"}
	InsertionSort(tags)
	k, found := BinarySearch(tags, "db")
	println(string(tags[0]), k, found, len(Dedup(tags)))

	recs := []rec{{3, "c"}, {1, "a1"}, {2, "b"}, {1, "a2"}, {3, "c2"}, {0, "z"}}
	MergeSortFunc(recs, make([]rec, 0, len(recs)), func(a, b rec) bool { return a.key < b.key })
	for _, r := range recs {
		print(r.key, r.name, " ")
	}
	println()

	words := []string{"delta", "alpha", "charlie", "bravo", "echo"}
	MergeSortFunc(words, make([]string, 0, 5), func(a, b string) bool { return a > b })
	println(words[0], words[4])
}
