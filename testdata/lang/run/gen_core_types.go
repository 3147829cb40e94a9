// Tests core types in generic code: range, index, len and make on type parameters whose
// constraint has a core type (~[]E, ~map[K]V, ~string, ~[N]T), named slice and map types as
// type arguments, and len on a type set of string and []byte.
package main

type IntSlice []int
type Scores map[string]int
type Name string

func Sum[S ~[]E, E ~int | ~float64](s S) E {
	var t E
	for _, v := range s {
		t += v
	}
	return t
}

func Last[S ~[]E, E any](s S) E { return s[len(s)-1] }

func Reverse[S ~[]E, E any](s S) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

func Keys[M ~map[K]V, K comparable, V any](m M, out []K) []K {
	for k := range m {
		out = append(out, k)
	}
	return out
}

func SumValues[M ~map[K]V, K comparable, V ~int](m M) V {
	var t V
	for _, v := range m {
		t += v
	}
	return t
}

// Histogram makes a map and a slice of the type parameter's core types inside the function.
func Histogram[S ~[]E, E comparable](s S) int {
	counts := make(map[E]int, len(s))
	scratch := make(S, 0, len(s))
	for _, v := range s {
		if counts[v] == 0 {
			scratch = append(scratch, v)
		}
		counts[v]++
	}
	best := 0
	for _, v := range scratch {
		best = max(best, counts[v])
	}
	return best*100 + len(scratch)
}

func CountByte[T ~string | ~[]byte](s T, c byte) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
		}
	}
	return n
}

func Upper[T ~string](s T) int {
	n := 0
	for _, r := range s { // ranges by rune
		if r >= 'A' && r <= 'Z' {
			n++
		}
	}
	return n
}

func ArraySum[A ~[4]int](a A) int {
	s := 0
	for i := range len(a) {
		s += a[i]
	}
	return s
}

func sortStrings(a []string) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

func main() {
	xs := IntSlice{1, 2, 3, 4}
	println(Sum(xs), Sum([]float64{0.5, 0.25}), Last(xs), Last([]string{"a", "z"}))
	Reverse(xs)
	println(xs[0], xs[3])

	sc := Scores{"ann": 3, "bob": 5, "cy": 1}
	ks := Keys(sc, make([]string, 0, 3))
	sortStrings(ks)
	println(ks[0], ks[1], ks[2], SumValues(sc))

	println(Histogram([]int{1, 2, 2, 3, 3, 3}), Histogram([]string{"a", "a"}), Histogram(IntSlice{}))

	println(CountByte("banana", 'a'), CountByte([]byte("abcabc"), 'c'), CountByte(Name("aaa"), 'a'))
	println(Upper("Hello World ÀB"), Upper(Name("So GO")))
	println(ArraySum([4]int{1, 2, 3, 4}))
}
