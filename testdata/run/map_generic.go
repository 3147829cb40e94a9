// Tests maps in generic code: a generic set type over a map (map[K]struct{} with K
// comparable) with methods, a generic struct holding a map, generic functions that make,
// fill, invert, count and range over maps of type-parameter keys and values, comma-ok and
// delete on them, inference from map arguments, instances for several key types (ints,
// strings, structs, interfaces), and closures and defer inside a generic function.
package main

type Set[K comparable] map[K]struct{}

func NewSetFrom[K comparable](into Set[K], ks ...K) Set[K] {
	for _, k := range ks {
		into[k] = struct{}{}
	}
	return into
}

func (s Set[K]) Has(k K) bool {
	_, ok := s[k]
	return ok
}

func (s Set[K]) Remove(k K) { delete(s, k) }

type Counter[K comparable] struct {
	counts map[K]int
	total  int
}

func (c *Counter[K]) Add(k K) {
	c.counts[k]++
	c.total++
}

func (c *Counter[K]) Most() (best K, n int) {
	for k, v := range c.counts {
		if v > n {
			best, n = k, v
		}
	}
	return best, n
}

func Invert[K, V comparable](m map[K]V, out map[V]K) int {
	for k, v := range m {
		out[v] = k
	}
	return len(out)
}

func CountDistinct[T comparable](xs []T) int {
	seen := make(map[T]bool, len(xs))
	for _, x := range xs {
		seen[x] = true
	}
	return len(seen)
}

func SumValues[K comparable, V int | float64](m map[K]V) V {
	var s V
	for _, v := range m {
		s += v
	}
	return s
}

// A function literal and a deferred closure inside a generic function.
func AddAll[K comparable](m map[K]int, by int) (changed int) {
	defer func() { changed *= 10 }()
	update := func(v int) int { return v + by }
	for k := range m {
		m[k] = update(m[k])
		changed++
	}
	return changed
}

type Point struct{ X, Y int }

func main() {
	s := NewSetFrom(make(Set[string], 4), "a", "b", "a")
	s.Remove("b")
	println(len(s), s.Has("a"), s.Has("b"))
	ps := NewSetFrom(make(Set[Point], 2), Point{1, 2})
	println(ps.Has(Point{1, 2}), ps.Has(Point{2, 1}))

	c := Counter[rune]{counts: make(map[rune]int, 8)}
	for _, r := range "abracadabra" {
		c.Add(r)
	}
	best, n := c.Most()
	println(string(best), n, c.total, len(c.counts))

	names := map[int]string{1: "one", 2: "two", 3: "three"}
	back := make(map[string]int, 3)
	println(Invert(names, back), back["two"], back["three"])

	println(CountDistinct([]int{1, 2, 2, 3}), CountDistinct([]string{"x", "x"}), CountDistinct([]any{1, "1", 1.0, 1}))
	println(SumValues(map[string]int{"a": 1, "b": 2}), SumValues(map[Point]float64{{0, 0}: 0.5, {1, 1}: 0.25}))

	ages := map[string]int{"ann": 30, "bob": 40}
	println(AddAll(ages, 1), ages["ann"], ages["bob"], AddAll(map[Point]int{}, 5))
}
