// Attack shape: a string concatenation returned through two layers to main.
// SAFE: results live in the caller's frame.
package main

func join(a, b string) string { return a + "+" + b }

func wrap(a string) string { return join(a, a) }

func main() {
	s := wrap("x")
	t := wrap("yy")
	println(s, t)
}
