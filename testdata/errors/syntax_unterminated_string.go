// ERROR: 6:20: newline in string
// Syntax error: a string literal that is not terminated before the end of the line.
package main

func main() {
	s := "unterminated
	println(s)
}
