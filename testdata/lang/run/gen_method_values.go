// Tests method values and method expressions of instantiated generic types, generic
// functions passed as function values after instantiation, and a generic function taking a
// method value of a generic type.
package main

type Counter[K comparable] struct {
	counts map[K]int
	total  int
}

func (c *Counter[K]) Add(k K) {
	c.counts[k]++
	c.total++
}

func (c Counter[K]) Get(k K) int { return c.counts[k] }

func Each[T any](xs []T, f func(T)) {
	for _, x := range xs {
		f(x)
	}
}

func Apply[T, R any](x T, f func(T) R) R { return f(x) }

func Double[T ~int | ~float64](x T) T { return 2 * x }

func main() {
	c := Counter[string]{counts: make(map[string]int, 4)}
	add := c.Add // method value with a pointer receiver (&c)
	Each([]string{"a", "b", "a", "c", "a"}, add)
	get := c.Get // method value with a value receiver (copy of c, same map)
	println(c.total, get("a"), get("b"), get("z"))

	addExpr := (*Counter[string]).Add
	addExpr(&c, "b")
	getExpr := Counter[string].Get
	println(getExpr(c, "b"), c.total)

	ci := Counter[int]{counts: make(map[int]int, 4)}
	Each([]int{3, 1, 3}, ci.Add)
	println(ci.Get(3), ci.total)

	println(Apply(21, Double[int]), Apply(1.25, Double[float64]))
	println(Apply("x", c.Get), Apply(3, ci.Get))
	d := Double[float64]
	println(d(d(0.5)))
}
