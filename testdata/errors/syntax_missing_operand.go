// ERROR: 6:14: syntax error: unexpected comma, expected ); 8:1: syntax error: unexpected }, expected expression
// Syntax error: a binary operator with its right operand missing, and a stray token in a
// parameter list.
package main

func f(a int,, b int) int {
	return a +
}

func main() {
	println(f(1, 2))
}
