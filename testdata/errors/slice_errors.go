// ERROR: 9:13: invalid operation: 3-index slice of string; 10:11: invalid slice indices: 1 < 3; 12:7: cannot slice n (variable of type int)
// Static error: a 3-index slice of a string, constant slice indices out of order, and slicing
// a value that cannot be sliced.
package main

func main() {
	s := "hello"
	a := [5]int{}
	t := s[1:2:3]
	u := a[3:1]
	n := 42
	v := n[1:]
	println(t, len(u), v)
}
