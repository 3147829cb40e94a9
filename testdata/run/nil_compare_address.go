// Tests comparisons of an address with nil, which C compilers fold and reject under
// -Werror=address: the address of a local, a package variable, a field, an array or slice
// element, a field through a pointer, a new value and an unsafe.Pointer conversion of one is
// never nil, on either side of == and !=.
package main

import "unsafe"

type T struct{ x int }

var gx int
var gt T

func main() {
	i := 100
	d := nil == &i
	println("local", d, &i != nil)
	var t T
	println("struct", &t == nil, &t.x != nil, &gx == nil, &gt.x == nil)
	arr := [3]int{}
	println("array", &arr[1] != nil, nil == &arr)
	q := &T{}
	println("through pointer", &q.x == nil, q == nil)
	println("unsafe", unsafe.Pointer(&gx) == nil, unsafe.Pointer(&t) != nil)
	s := []int{1}
	println("slice element", &s[0] == nil)
	println("new", new(int) == nil, &T{} != nil)
	other := 5
	println("two addresses", &i == &other, &i == &i)
}
