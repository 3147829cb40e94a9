// ERROR: 24:13: string does not satisfy Number (string missing in ~int | ~float64); 25:15: in call to Names, T (type Plain) does not satisfy Namer (missing method Name); 26:12: []int does not satisfy comparable
// Type arguments outside a constraint's type set, without a required method, not comparable.
package main

type Number interface{ ~int | ~float64 }

type Namer interface{ Name() string }

type Plain struct{}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Names[T Namer](xs []T) int { return len(xs) }

func Eq[T comparable](a, b T) bool { return a == b }

func main() {
	println(Sum([]string{"a"}))
	println(Names([]Plain{{}}))
	println(Eq([]int{1}, nil))
}
