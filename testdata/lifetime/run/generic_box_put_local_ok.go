// Attack shape: Box[*int].Put(&v) with the box in the same frame as v.
// SAFE: box and v share main's frame.
package main

type Box[T any] struct{ v T }

func (b *Box[T]) Put(v T) { b.v = v }
func (b *Box[T]) Get() T  { return b.v }

func main() {
	var box Box[*int]
	v := 64
	box.Put(&v)
	v++
	println(*box.Get())
}
