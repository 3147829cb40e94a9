// Generic functions: inference from arguments (typed and untyped), explicit and partial type
// arguments, several type parameters, constraints with type sets, methods and comparable.
package main

type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~float32 | ~float64 | ~string
}

type Celsius float64

func Max[T Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func Min[T Ordered](xs ...T) T {
	m := xs[0]
	for _, x := range xs[1:] {
		if x < m {
			m = x
		}
	}
	return m
}

func Index[T comparable](xs []T, v T) int {
	for i, x := range xs {
		if x == v {
			return i
		}
	}
	return -1
}

func Convert[To, From ~int | ~float64](x From) To {
	return To(x)
}

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func MakePair[K comparable, V any](k K, v V) Pair[K, V] {
	return Pair[K, V]{k, v}
}

func Swap[A comparable, B any](p Pair[A, B]) (B, A) { return p.Val, p.Key }

func main() {
	println(Max(3, 7), Max(2.5, 1), Max("go", "so"), Max(Celsius(10), 20))
	println(Min(4, 2, 8), Min[float64](1, 0.5), Min("b", "a", "c"))
	println(Index([]string{"a", "b", "c"}, "c"), Index([]int{1, 2}, 5))
	type point struct{ x, y int }
	println(Index([]point{{1, 2}, {3, 4}}, point{3, 4}))
	println(Convert[int](3.9), Convert[float64, int](7))
	p := MakePair("answer", 42)
	println(p.Key, p.Val)
	v, k := Swap(p)
	println(v, k)
	q := MakePair[int, []string](1, []string{"x", "y"})
	println(q.Key, len(q.Val))
}
