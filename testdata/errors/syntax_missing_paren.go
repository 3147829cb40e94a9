// ERROR: 7:12: syntax error: unexpected {, expected ); 8:3: syntax error: unexpected name println, expected {; 9:2: syntax error: unexpected }, expected expression
// Syntax error: an unbalanced parenthesis in an if condition.
package main

func main() {
	x := 3
	if (x > 1 {
		println(x)
	}
}
