// ERROR: 6:20: syntax error: unexpected {, expected semicolon or newline; 7:13: syntax error: unexpected newline, expected { after for clause
// Syntax error: a for clause with an init statement but no condition separator.
package main

func main() {
	for i := 0; i < 3 {
		println(i)
	}
}
