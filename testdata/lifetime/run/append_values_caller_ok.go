// Attack shape: append of ints to the caller's slice within capacity, returned.
// SAFE: ints hold no memory.
package main

func add(dst []int, v int) []int { return append(dst, v) }

func main() {
	s := make([]int, 0, 4)
	s = add(s, 1)
	s = add(s, 2)
	println(len(s), s[0], s[1])
}
