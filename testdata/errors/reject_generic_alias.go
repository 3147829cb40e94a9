// REJECT: generic type alias [generic type alias]
// Valid Go (1.24+) that So rejects: an alias with type parameters. Its uses are not reported again.
package main

type List[T any] = []T

func sum(l List[int]) int {
	s := 0
	for _, v := range l {
		s += v
	}
	return s
}

func main() {
	println(sum(List[int]{1, 2, 3}))
}
