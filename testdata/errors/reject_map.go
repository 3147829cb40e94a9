// REJECT: map made without a capacity [capacity]
// Valid Go that So rejects (language.md section 3, "built-in maps have a fixed capacity"):
// make(map[K]V) without a capacity; So needs the most entries the map will hold.
package main

func main() {
	m := make(map[string]int)
	m["b"] = 2
	println(len(m), m["a"])
}
