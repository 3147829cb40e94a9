// REJECT: local generic type [declared inside a function]
// Valid Go that So rejects: a generic type declared in a function body.
package main

func main() {
	type Box[T any] struct{ v T }
	var b Box[string]
	b.v = "boxed"
	println(b.v)
}
