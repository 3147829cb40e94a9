// Tests a run-time panic: indexing a string past its length prints
// "index out of range [5] with length 5" and exits with status 2.
package main

func main() {
	s := "hello"
	i := 4
	println(s[i])
	i++
	println(s[i])
}
