// ERROR: 7:5: non-boolean condition in if statement; 10:6: non-boolean condition in for statement; 14:5: non-boolean condition in if statement
// Static error: non-boolean conditions in if and for statements, and ! on an integer.
package main

func main() {
	n := 1
	if n {
		println("n")
	}
	for n {
		n--
	}
	s := "x"
	if s {
	}
}
