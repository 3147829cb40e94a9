// Tests generic functions with an Ordered type-set constraint: explicit type arguments,
// inference from arguments, untyped constants (defaulting and mixing 1 with 2.5), named types
// with ~ terms, strings, and variadic generic functions.
package main

type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 |
		~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr |
		~float32 | ~float64 | ~string
}

type Meters float64

type Rank int8

func Max[T Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func Min[T Ordered](a, b T) T {
	if a < b {
		return a
	}
	return b
}

func MaxOf[T Ordered](first T, rest ...T) T {
	m := first
	for _, v := range rest {
		m = Max(m, v)
	}
	return m
}

func Clamp[T Ordered](v, lo, hi T) T {
	return Max(lo, Min(v, hi))
}

func main() {
	println(Max(3, 7), Min(3, 7))
	println(Max[int8](100, 27), Max[uint8](200, 100))
	println(Max(1, 2.5), Min(1, 2.5)) // untyped constants: float64
	println(Max[float32](0.25, 0.5))
	println(Max("apple", "banana"), Min("apple", "banana"))
	println(Max(Meters(1.5), 2), Min(Rank(-3), Rank(4)))

	var x int64 = 1 << 40
	println(Max(x, 5), Min(x, 5))

	var u uint = 3
	println(Max(u, 10), Max[uintptr](4, 8))

	println(MaxOf(4, 9, 2, 8), MaxOf("x"), MaxOf(1.5, -2, 3))
	println(MaxOf[Meters](1, 2, 3), MaxOf[string]("b", "c", "a"))

	println(Clamp(15, 0, 10), Clamp(-5, 0, 10), Clamp(5, 0, 10))
	println(Clamp(2.5, 0, 1), Clamp[Rank](50, -10, 10), Clamp("m", "a", "k"))

	// A generic function value after explicit instantiation.
	f := Max[int]
	g := Min[string]
	println(f(10, 20), g("z", "y"))
}
