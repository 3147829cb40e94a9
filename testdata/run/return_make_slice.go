// Tests returning a slice made with make: its backing array lives in the caller's frame.
package main

func makeBuf(n int) []int {
	return make([]int, n)
}

func main() {
	println(len(makeBuf(4)))
}
