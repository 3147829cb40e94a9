// Zero values of type parameters, any-constrained values passed to interfaces, type
// switches on a type parameter's value through any, and generic functions as values.
package main

func Zero[T any]() T {
	var z T
	return z
}

func Kind[T any](v T) string {
	switch any(v).(type) {
	case int:
		return "int"
	case string:
		return "string"
	case []int:
		return "ints"
	}
	return "other"
}

func Apply[T any](f func(T) T, v T, n int) T {
	for i := 0; i < n; i++ {
		v = f(v)
	}
	return v
}

func Twice[T ~int | ~float64](x T) T { return x * 2 }

type Opt[T any] struct {
	v  T
	ok bool
}

func Some[T any](v T) Opt[T] { return Opt[T]{v, true} }
func None[T any]() Opt[T]    { return Opt[T]{} }

func (o Opt[T]) Or(d T) T {
	if o.ok {
		return o.v
	}
	return d
}

func main() {
	println(Zero[int](), Zero[string]() == "", Zero[*int]() == nil, Zero[float64]())
	println(Kind(1), Kind("s"), Kind([]int{}), Kind(2.5))
	double := Twice[int]
	println(Apply(double, 1, 10), Apply(Twice[float64], 0.5, 3))
	println(Some(4).Or(9), None[int]().Or(9), None[string]().Or("dflt"))
}
