// REJECT: escaping value: map stored outside its frame [escape|outlive|frame]
// Valid Go that So rejects (language.md section 3, "stack by default"): a map made in a
// function stored in a package-level variable, and a key or value made in the frame (a
// concatenated string, a slice) stored in a map the caller owns, would outlive the frame.
package main

var global map[string]int

func setup() {
	global = make(map[string]int, 4)
}

func tag(m map[string]int, name string) {
	m[name+"!"] = 1
}

func keep(m map[int][]int) {
	m[1] = make([]int, 2)
}

func main() {
	setup()
	m := make(map[string]int, 2)
	tag(m, "a")
	s := make(map[int][]int, 1)
	keep(s)
	println(len(global), len(m), len(s))
}
