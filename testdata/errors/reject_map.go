// REJECT: map type [map]
// Valid Go that So rejects in this issue: a map with a literal, insertion and lookup.
package main

func main() {
	m := map[string]int{"a": 1}
	m["b"] = 2
	println(len(m), m["a"])
}
