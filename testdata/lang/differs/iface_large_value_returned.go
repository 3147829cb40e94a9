// REJECT: escaping value: a large value stored in a returned interface [escape|outlive|frame]
// Deliberate difference (issue 8, interfaces): an interface value stores a dynamic value of
// a word or two inline; a larger one lives in the frame that made the interface, so
// returning an error holding a five-word struct would let that storage outlive the frame.
// Go prints "parse failed 12"; So must reject the return with the escape diagnostic. (A
// small error such as `return NotFound{key}` is fine; see run/error_custom.go.)
package main

type ParseError struct {
	File      string
	Line, Col int
	Code      int
}

func (e ParseError) Error() string { return "parse failed" }

func parse(name string) error {
	return ParseError{name, 12, 3, 7}
}

func main() {
	err := parse("main.so")
	println(err.Error(), err.(ParseError).Line)
}
