// Attack: a generic Box[T] with Put(v T) at package level, instantiated with *int.
// UNSAFE: box.v keeps &v of f.
package main

type Box[T any] struct{ v T }

func (b *Box[T]) Put(v T) { b.v = v }
func (b *Box[T]) Get() T  { return b.v }

var box Box[*int]

func f() {
	v := 64
	box.Put(&v)
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	f()
	clobber()
	println(*box.Get())
}
