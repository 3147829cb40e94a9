// Tests generic interfaces and self-referential constraints: an interface Comparer[T] with
// a Compare(T) int method used as the constraint `T Comparer[T]`, a generic interface
// Container[T] implemented by generic structs, and generic functions working over it.
package main

type Comparer[T any] interface {
	Compare(other T) int
}

type Version struct{ Major, Minor, Patch int }

func (v Version) Compare(o Version) int {
	switch {
	case v.Major != o.Major:
		return v.Major - o.Major
	case v.Minor != o.Minor:
		return v.Minor - o.Minor
	}
	return v.Patch - o.Patch
}

type Word string

func (w Word) Compare(o Word) int {
	if len(w) != len(o) {
		return len(w) - len(o)
	}
	if w < o {
		return -1
	}
	if w > o {
		return 1
	}
	return 0
}

func MaxOf[T Comparer[T]](xs ...T) T {
	best := xs[0]
	for _, x := range xs[1:] {
		if x.Compare(best) > 0 {
			best = x
		}
	}
	return best
}

type Container[T any] interface {
	Put(v T) bool
	Take() (T, bool)
	Len() int
}

type Fifo[T any] struct {
	items []T
	start int
}

func (f *Fifo[T]) Put(v T) bool {
	if len(f.items) == cap(f.items) {
		return false
	}
	f.items = append(f.items, v)
	return true
}

func (f *Fifo[T]) Take() (T, bool) {
	var zero T
	if f.start == len(f.items) {
		return zero, false
	}
	f.start++
	return f.items[f.start-1], true
}

func (f *Fifo[T]) Len() int { return len(f.items) - f.start }

type Lifo[T any] struct{ items []T }

func (l *Lifo[T]) Put(v T) bool {
	if len(l.items) == cap(l.items) {
		return false
	}
	l.items = append(l.items, v)
	return true
}

func (l *Lifo[T]) Take() (T, bool) {
	var zero T
	if len(l.items) == 0 {
		return zero, false
	}
	v := l.items[len(l.items)-1]
	l.items = l.items[:len(l.items)-1]
	return v, true
}

func (l *Lifo[T]) Len() int { return len(l.items) }

func Transfer[T any](dst, src Container[T]) int {
	n := 0
	for {
		v, ok := src.Take()
		if !ok || !dst.Put(v) {
			return n
		}
		n++
	}
}

func main() {
	v := MaxOf(Version{1, 2, 3}, Version{1, 10, 0}, Version{1, 9, 9})
	println(v.Major, v.Minor, v.Patch)
	println(string(MaxOf[Word]("go", "rust", "zig", "c")), string(MaxOf(Word("b"), Word("a"))))

	f := Fifo[int]{items: make([]int, 0, 5)}
	l := Lifo[int]{items: make([]int, 0, 3)}
	for i := 1; i <= 6; i++ {
		if !f.Put(i * 10) {
			println("fifo full at", i)
		}
	}
	var src, dst Container[int] = &f, &l
	println(Transfer(dst, src), src.Len(), dst.Len())
	for dst.Len() > 0 {
		x, _ := dst.Take()
		print(x, " ")
	}
	println()
	println(Transfer(dst, src), dst.Len())
	ws := Lifo[Word]{items: make([]Word, 0, 2)}
	var wc Container[Word] = &ws
	wc.Put("x")
	w, ok := wc.Take()
	println(string(w), ok, wc.Len())
}
