// Hello prints a greeting with the builtin println (to stderr, as Go does).
package main

func main() {
	println("Hello, So!")
}
