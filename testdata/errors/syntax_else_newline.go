// ERROR: 10:2: syntax error: unexpected keyword else, expected }
// Syntax error: else on its own line after a closing brace (automatic semicolon insertion).
package main

func main() {
	x := 3
	if x > 1 {
		println("big")
	}
	else {
		println("small")
	}
}
