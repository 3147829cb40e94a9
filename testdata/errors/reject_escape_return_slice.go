// REJECT: escaping value: slice made by make returned [escape|outlive|frame]
// Valid Go that So rejects (language.md section 3, "stack by default"): a slice made with make
// lives in the frame of the function that makes it and cannot be returned.
package main

func makeBuf(n int) []int {
	return make([]int, n)
}

func main() {
	println(len(makeBuf(4)))
}
