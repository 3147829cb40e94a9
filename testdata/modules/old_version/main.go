// A module whose go line is 1.21: min and max work (1.21), a three-clause loop replaces
// range over an integer (1.22), and one file upgrades itself with //go:build go1.22.
package main

func main() {
	println(min(3, 1, 2), max(4, 9))
	s := []int{1, 2}
	clear(s)
	println(s[0], s[1])
	for i := 0; i < 2; i++ {
		println("loop", i)
	}
	newer()
}
