// Tests variadic functions: calls with zero, one and many arguments, passing a slice with
// xs... (sharing its backing array), leading fixed parameters, and len/nil of the
// variadic parameter.
package main

func sum(xs ...int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func describe(prefix string, xs ...int) {
	println(prefix, len(xs), xs == nil, sum(xs...))
}

func zeroFirst(xs ...int) {
	if len(xs) > 0 {
		xs[0] = 0
	}
}

func joinInto(buf []byte, sep byte, parts ...string) int {
	n := 0
	for i, p := range parts {
		if i > 0 {
			buf[n] = sep
			n++
		}
		n += copy(buf[n:], p)
	}
	return n
}

func maxOf(first float64, rest ...float64) float64 {
	m := first
	for _, r := range rest {
		if r > m {
			m = r
		}
	}
	return m
}

func main() {
	println(sum(), sum(1), sum(1, 2, 3))
	nums := []int{4, 5, 6}
	println(sum(nums...), sum(nums[1:]...))
	describe("none")
	describe("some", 1, 2)
	describe("slice", nums...)
	var empty []int
	describe("nil slice", empty...)
	describe("empty slice", nums[:0]...)

	zeroFirst(nums...)
	println("shared backing array:", nums[0])
	zeroFirst(7, 8)

	var buf [32]byte
	n := joinInto(buf[:], ',', "a", "bc", "def")
	println(string(buf[:n]))
	words := []string{"x", "y"}
	n = joinInto(buf[:], '-', words...)
	println(string(buf[:n]))
	println(maxOf(1.5), maxOf(1, 3, 2))
}
