// REJECT: escaping value: map made by make returned [escape|outlive|frame]
// Valid Go that So rejects (language.md section 3, "stack by default"): a map made with make
// or a literal lives in the frame of the function that makes it, so returning it (also
// inside a struct) would leave the caller with memory that no longer exists.
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
