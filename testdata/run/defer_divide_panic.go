// Integer division by zero panics with Go's message after running the deferred calls of the
// functions on the stack, including deferred method calls and closures.
package main

type logger struct{ prefix string }

func (l logger) log(s string) { println(l.prefix, s) }

func ratio(a, b int) int {
	l := logger{"ratio:"}
	defer l.log("deferred")
	return a / b
}

func main() {
	l := logger{"main:"}
	defer l.log("deferred")
	zero := 0
	defer func() { println("zero is", zero) }()
	println(ratio(10, 2))
	println(ratio(1, zero))
}
