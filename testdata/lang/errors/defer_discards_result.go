// ERROR: 11:8: defer discards result of len(s) (value of type int); 12:8: defer discards result of append(s, 1) (value of type []int)
// Static error: a deferred builtin whose result would be discarded (len, append) is not
// allowed.
package main

func cleanup() {}

func main() {
	s := make([]int, 0, 2)
	defer cleanup()
	defer len(s)
	defer append(s, 1)
	println(len(s))
}
