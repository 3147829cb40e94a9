// Tests that looking up a key holding a slice in an empty map panics too (Go checks the key
// even when there is nothing to compare it with), here through a struct key with an
// interface field, and with Go's message for that case.
package main

type Key struct {
	id  int
	tag any
}

func main() {
	m := make(map[Key]string, 2)
	println(len(m), m[Key{1, "x"}] == "")
	_, ok := m[Key{2, 3.5}]
	println(ok)
	println(m[Key{3, []int{1}}])
	println("not reached")
}
