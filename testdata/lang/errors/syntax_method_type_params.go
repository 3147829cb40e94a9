// ERROR: 7:20: syntax error: method must have no type parameters
// Static error: methods cannot have their own type parameters.
package main

type Box[T any] struct{ v T }

func (b Box[T]) Map[U any](f func(T) U) Box[U] {
	return Box[U]{f(b.v)}
}

func main() {
	b := Box[int]{1}
	println(b.v)
}
