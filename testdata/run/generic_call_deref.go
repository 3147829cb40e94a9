// A dereference of a call of an instantiated generic function, *f[T](x) (tree-sitter parses
// it as a conversion to the pointer type *f[T]), also with several type arguments, assigned
// through, and next to a real conversion to a pointer type, (*T)(p).
package main

import "unsafe"

type cell[T any] struct{ v T }

func at[T any](p *T) *T { return p }

func pick[K comparable, V any](m map[K]*V, k K) *V { return m[k] }

func field[T any](c *cell[T]) *T { return &c.v }

func main() {
	x := 5
	println(*at[int](&x))
	*at[int](&x) = 7
	println(x)
	a, b := 1, 2
	m := map[string]*int{"a": &a, "b": &b}
	println(*pick[string, int](m, "b"))
	c := cell[string]{"s"}
	println(*field[string](&c))
	u := (*uint)(unsafe.Pointer(&x))
	println(*u)
}
