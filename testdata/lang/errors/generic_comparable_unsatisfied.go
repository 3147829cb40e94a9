// ERROR: 20:15: []int does not satisfy comparable; 21:12: []string does not satisfy comparable
// Static error: a slice type argument does not satisfy comparable, for a generic function
// and for a generic type.
package main

func Index[T comparable](xs []T, v T) int {
	for i, x := range xs {
		if x == v {
			return i
		}
	}
	return -1
}

type Set[T comparable] struct {
	m map[T]bool
}

func main() {
	println(Index([][]int{{1}}, []int{1}))
	var s Set[[]string]
	println(len(s.m))
}
