// ERROR: 8:7: invalid recursive type: List refers to itself
// Static error: a generic struct containing itself by value is an invalid recursive type
// (a pointer or a slice would be fine).
package main

type List[T any] struct {
	val  T
	next List[T]
}

func main() {
	var l List[int]
	println(l.val)
}
