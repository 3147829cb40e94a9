// REJECT: escaping value: concatenated string returned [escape|outlive|frame]
// Valid Go that So rejects (language.md section 3: string concatenation allocates in the current
// frame): returning a string built by + would let it outlive its frame.
package main

func greet(name string) string {
	return "hello, " + name
}

func main() {
	println(greet("gopher"))
}
