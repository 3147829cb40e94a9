// Tests the comparable constraint: a generic Set[T comparable] on a map with struct{}
// values, Index and Count with ==, used with ints, strings, structs, arrays, pointers and an
// interface type argument (any satisfies comparable); plus set union and intersection.
package main

type Set[T comparable] struct {
	m map[T]struct{}
}

func NewSet[T comparable](m map[T]struct{}) Set[T] { return Set[T]{m} }

func (s Set[T]) Add(v T)      { s.m[v] = struct{}{} }
func (s Set[T]) Has(v T) bool { _, ok := s.m[v]; return ok }
func (s Set[T]) Len() int     { return len(s.m) }
func (s Set[T]) Remove(v T)   { delete(s.m, v) }
func (s Set[T]) AddAll(vs ...T) {
	for _, v := range vs {
		s.Add(v)
	}
}
func (s Set[T]) Union(o Set[T]) {
	for v := range o.m {
		s.Add(v)
	}
}
func (s Set[T]) Intersect(o Set[T]) {
	for v := range s.m {
		if !o.Has(v) {
			s.Remove(v)
		}
	}
}

func Index[T comparable](xs []T, v T) int {
	for i, x := range xs {
		if x == v {
			return i
		}
	}
	return -1
}

func Count[T comparable](xs []T, v T) (n int) {
	for _, x := range xs {
		if x == v {
			n++
		}
	}
	return
}

type Point struct{ X, Y int }

func main() {
	a := NewSet(make(map[int]struct{}, 10))
	b := NewSet(make(map[int]struct{}, 10))
	a.AddAll(1, 2, 3, 4, 5)
	b.AddAll(4, 5, 6)
	println(a.Len(), b.Len(), a.Has(3), b.Has(3))
	a.Intersect(b)
	println(a.Len(), a.Has(4), a.Has(5), a.Has(1))
	a.Union(b)
	println(a.Len(), a.Has(6))

	words := NewSet(make(map[string]struct{}, 4))
	for _, w := range []string{"go", "so", "go", "c", "so"} {
		words.Add(w)
	}
	println(words.Len(), words.Has("c"), words.Has("rust"))

	pts := Set[Point]{make(map[Point]struct{}, 4)}
	pts.Add(Point{1, 2})
	pts.Add(Point{1, 2})
	pts.Add(Point{2, 1})
	println(pts.Len(), pts.Has(Point{2, 1}))

	println(Index([]string{"a", "b", "c"}, "c"), Index([]int{1, 2}, 3))
	println(Index([]Point{{0, 0}, {3, 4}}, Point{3, 4}), Count([]float64{1, 0.5, 1}, 1))
	println(Index([][2]int{{1, 2}, {2, 1}}, [2]int{2, 1}))
	x, y := 1, 1
	println(Index([]*int{&x, &y}, &y), Count([]*int{&x, &x, &y}, &x))
	println(Index([]any{1, "1", 1.0}, any(1.0)), Count([]any{nil, 1, nil}, nil))
	println(Count([]bool{true, false, true}, true))

	mixed := Set[any]{make(map[any]struct{}, 4)}
	mixed.AddAll(1, "1", Point{1, 1}, 1)
	println(mixed.Len(), mixed.Has("1"), mixed.Has(int8(1)))
}
