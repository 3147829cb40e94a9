// Tests generic higher-order functions with two and three type parameters: Map, Filter,
// Reduce and Zip taking function literals that capture locals, explicit full and partial
// type argument lists with the rest inferred, and output buffers provided by the caller.
package main

func Map[T, U any](xs []T, out []U, f func(T) U) []U {
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Filter[T any](xs []T, out []T, keep func(T) bool) []T {
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

type Pair[A, B any] struct {
	First  A
	Second B
}

func Zip[A, B any](as []A, bs []B, out []Pair[A, B]) []Pair[A, B] {
	n := min(len(as), len(bs))
	for i := 0; i < n; i++ {
		out = append(out, Pair[A, B]{as[i], bs[i]})
	}
	return out
}

// Convert has the target type first so that it can be given alone.
func Convert[To, From ~int | ~float64](xs []From, out []To) []To {
	for _, x := range xs {
		out = append(out, To(x))
	}
	return out
}

func main() {
	nums := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	factor := 3
	tripled := Map(nums, make([]int, 0, 10), func(x int) int { return x * factor })
	evens := Filter(tripled, make([]int, 0, 10), func(x int) bool { return x%2 == 0 })
	sum := Reduce(evens, 0, func(a, x int) int { return a + x })
	println(len(tripled), len(evens), sum)

	names := []string{"ada", "grace", "alan", "edsger"}
	lens := Map[string, int](names, make([]int, 0, 4), func(s string) int { return len(s) })
	longest := Reduce(names, "", func(best, s string) string {
		if len(s) > len(best) {
			return s
		}
		return best
	})
	println(lens[0], lens[1], lens[2], lens[3], longest)

	total := Reduce[int, float64](nums, 0.5, func(a float64, x int) float64 { return a + float64(x)/4 })
	println(total)

	pairs := Zip(names, lens, make([]Pair[string, int], 0, 4))
	for _, p := range pairs {
		print(p.First, "=", p.Second, " ")
	}
	println()

	halves := []float64{1.5, 2.5, -3.75}
	ints := Convert[int](halves, make([]int, 0, 3)) // From inferred
	println(ints[0], ints[1], ints[2])
	back := Convert[float64, int](ints, make([]float64, 0, 3))
	println(back[0]+0.25, len(back))

	count := 0
	_ = Filter(names, make([]string, 0, 4), func(s string) bool {
		count++
		return s[0] == 'a'
	})
	println("calls", count)
}
