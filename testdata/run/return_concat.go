// Tests returning a concatenated string: its bytes live in the caller's frame.
package main

func greet(name string) string {
	return "hello, " + name
}

func main() {
	println(greet("gopher"))
}
