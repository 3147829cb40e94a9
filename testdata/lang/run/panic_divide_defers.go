// Tests integer division by zero inside a generic average function: the deferred calls run
// (the generic frame's first), then "panic: runtime error: integer divide by zero".
package main

type Number interface {
	~int | ~int32 | ~int64
}

func avg[T Number](xs []T) T {
	defer println("avg deferred", len(xs))
	var s T
	for _, x := range xs {
		s += x
	}
	return s / T(len(xs))
}

func main() {
	defer println("main deferred")
	println(avg([]int{1, 2, 3, 4}))
	println(avg([]int32{-5, 5, 7}))
	var empty []int64
	println(avg(empty))
}
