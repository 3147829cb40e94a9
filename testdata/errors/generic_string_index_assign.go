// ERROR: 7:2: cannot assign to s[0] (neither addressable nor a map index expression)
// Indexing a type parameter whose type set holds a string gives a value, not a variable: it
// cannot be assigned, even when the function is instantiated only with []byte.
package main

func set[T ~string | ~[]byte](s T) {
	s[0] = 'x'
}

func main() {
	set([]byte("ab"))
}
