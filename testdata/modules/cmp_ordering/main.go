// so/cmp from So: Compare and Less on integers, unsigned and named types, strings and floats
// (NaN first, -0 equal to 0), a hand-written insertion sort ordered by cmp.Less, and Or
// picking the first non-zero setting.
package main

import "solod.dev/so/cmp"

type priority uint8

type config struct {
	name  string
	port  int
	level priority
}

func sortFloats(xs []float64) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && cmp.Less(xs[j], xs[j-1]); j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

func main() {
	println(cmp.Compare(3, 5), cmp.Compare(5, 3), cmp.Compare(4, 4))
	println(cmp.Compare("apple", "apricot"), cmp.Compare("b", "ab"), cmp.Less("", "a"))
	println(cmp.Compare(priority(200), priority(7)), cmp.Less(int8(-1), int8(1)))
	println(cmp.Compare(uint64(1)<<63, uint64(5)))

	zero := 0.0
	nan := zero / zero
	inf := 1 / zero
	println(cmp.Compare(nan, -inf), cmp.Compare(nan, nan), cmp.Compare(-zero, zero))
	println(cmp.Less(nan, 0), cmp.Less(0, nan), cmp.Less(-zero, zero))

	xs := []float64{2.5, nan, -1, inf, 0, -inf, 1e-300}
	sortFloats(xs)
	for _, x := range xs {
		print(x, " ")
	}
	println()

	var given config
	given.port = 8080
	c := config{
		name:  cmp.Or(given.name, "localhost"),
		port:  cmp.Or(given.port, 80),
		level: cmp.Or(given.level, 3),
	}
	println(c.name, c.port, c.level)
	println(cmp.Or[string]() == "", cmp.Or(0, 0, -7, 9))
}
