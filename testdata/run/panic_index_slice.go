// Tests a run-time panic: indexing a slice past its length prints Go's
// "index out of range [i] with length n" message and exits with status 2.
package main

func get(s []int, i int) int { return s[i] }

func main() {
	s := []int{1, 2, 3}
	println("before:", get(s, 2))
	println(get(s, 5))
	println("not reached")
}
