// ERROR: 6:13: can only use ... with final parameter
// `x, y ...int` gives both names the type ...int, so x is a variadic parameter that is not the
// last: Go's error (it was reported as a missing parameter type, and the checking stopped).
package main

func h(x, y ...int) {}

func main() {
	h(1)
}
