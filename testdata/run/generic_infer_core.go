// Inference inside generic bodies: a call whose argument has the type of the enclosing
// function's type parameter S (constrained by ~[]E) binds a []T parameter through S's core
// type (s, s[i:]), and a callee with the same kind of constraints (S2 ~[]E2) accepts S: its
// constraint is instantiated with the caller's type parameters before it is checked.
package main

type names []string

func sum[T int | float64](xs []T) T {
	var t T
	for _, x := range xs {
		t += x
	}
	return t
}

func reverseAll[T any](xs []T) {
	for i, j := 0, len(xs)-1; i < j; i, j = i+1, j-1 {
		xs[i], xs[j] = xs[j], xs[i]
	}
}

func appendOne[S ~[]E, E any](s S, v E) S {
	return append(s, v)
}

func appendTwo[S ~[]E, E any](s S, v, w E) S {
	return appendOne(appendOne(s, v), w)
}

func tailSum[S ~[]E, E int | float64](s S, i int) E {
	return sum(s[i:])
}

func reverseFrom[S ~[]E, E any](s S, i int) S {
	reverseAll(s[i:])
	return s
}

type pair[K comparable, V any] struct {
	k K
	v V
}

func keys[M ~map[K]V, K comparable, V any](m M, out []K) []K {
	for k := range m {
		out = append(out, k)
	}
	return out
}

func count[M ~map[K]V, K comparable, V any](m M) int {
	return len(keys(m, make([]K, 0, len(m))))
}

func main() {
	ns := make(names, 0, 4)
	ns = appendTwo(ns, "a", "b")
	ns = appendOne(ns, "c")
	ns = reverseFrom(ns, 1)
	println(len(ns), ns[0], ns[1], ns[2])
	println(tailSum([]int{1, 2, 3, 4}, 1), tailSum([]float64{0.5, 0.25}, 0))
	m := map[string]int{"x": 1, "y": 2, "z": 3}
	println(count(m))
	p := pair[string, int]{"k", 1}
	println(p.k, p.v)
}
