// ERROR: 10:1: syntax error: unexpected EOF, expected }
// Syntax error: a function body is never closed.
package main

func main() {
	x := 1
	if x > 0 {
		println(x)
}
