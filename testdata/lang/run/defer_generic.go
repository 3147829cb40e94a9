// Tests defer together with generics: deferred calls of instantiated generic functions
// (explicit and inferred type arguments, evaluated at the defer), deferred methods of
// generic types, and defers inside generic functions modifying named results of type T.
package main

func show[T any](label string, v T) {
	switch x := any(v).(type) {
	case int:
		println(label, "int", x)
	case string:
		println(label, "string", x)
	default:
		println(label, "other")
	}
}

type Counter[T comparable] struct {
	seen map[T]int
}

func (c *Counter[T]) Add(v T) { c.seen[v]++ }
func (c Counter[T]) Report(v T) {
	println("report", c.seen[v])
}

func Sum[T ~int | ~float64](xs ...T) (total T) {
	defer func() {
		if total < 0 {
			total = 0
		}
	}()
	for _, x := range xs {
		total += x
	}
	return total
}

func Last[T any](xs []T) (v T, ok bool) {
	defer func() {
		if ok {
			show("last", v)
		}
	}()
	if len(xs) == 0 {
		return v, false
	}
	return xs[len(xs)-1], true
}

func main() {
	n := 1
	defer show("inferred", n)
	defer show[string]("explicit", "s")
	n = 2

	c := Counter[string]{make(map[string]int, 4)}
	defer c.Report("a") // receiver copied now, but the map is shared
	defer c.Add("a")
	c.Add("a")

	println(Sum(1, 2, 3), Sum(-5, 2), Sum(0.5, 0.25), Sum[float64](-1))
	Last([]int{4, 5})
	Last([]string{"x"})
	_, ok := Last([]float64{})
	println(ok)
}
