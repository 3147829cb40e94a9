// ERROR: 5:1: syntax error: non-declaration statement outside function body
// Syntax error: a statement at package level.
package main

x := 1

func main() {
	println(x)
}
