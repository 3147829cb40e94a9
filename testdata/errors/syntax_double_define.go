// ERROR: 6:7: syntax error: unexpected :=, expected expression; 7:11: syntax error: unexpected ) at end of statement
// Syntax error: two := operators in one statement.
package main

func main() {
	x := := 1
	println(x)
}
