// ERROR: 9:2: embedded field type cannot be a pointer to an interface; 14:2: embedded field type cannot be a (pointer to a) type parameter
// Static error: an embedded field cannot be a pointer to an interface type, nor a type
// parameter.
package main

type Logger interface{ Log(string) }

type Service struct {
	*Logger
	name string
}

type Wrapper[T any] struct {
	T
}

func main() {
	var s Service
	var w Wrapper[int]
	println(s.name, w)
}
