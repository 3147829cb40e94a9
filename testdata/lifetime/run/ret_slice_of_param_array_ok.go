// Attack shape: a function returns a slice of its array parameter (a copy in its frame).
// SAFE: a returned value that refers to a parameter takes it along into the caller's frame, as
// return &param does.
package main

func view(a [3]int) []int { return a[1:] }

func main() {
	s := view([3]int{1, 2, 3})
	t := view([3]int{4, 5, 6})
	println(s[0], s[1], t[0], t[1])
}
