// Attack shape: return arr[:] of a local array up to main.
// SAFE: the returned slice lives in main's frame.
package main

func mk(n int) []int {
	arr := [3]int{n, n + 1, n + 2}
	return arr[:]
}

func main() {
	s := mk(1)
	t := mk(10)
	println(s[0], s[2], t[1])
}
