// Tests returning a map made with make, and a struct holding a map literal: the maps live in the
// caller's frame.
package main

type Index struct {
	byName map[string]int
}

func newCounts() map[string]int {
	m := make(map[string]int, 4)
	m["a"] = 1
	return m
}

func newIndex() Index {
	return Index{byName: map[string]int{"x": 1}}
}

func main() {
	println(len(newCounts()), len(newIndex().byName))
}
