// REJECT: generic type [generic|type parameter]
// Valid Go that So rejects in this issue: a generic struct type and its instantiation.
package main

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func main() {
	p := Pair[string, int]{"a", 1}
	println(p.Key, p.Val)
}
