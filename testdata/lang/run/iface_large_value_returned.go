// An error holding a five-word struct, returned: a dynamic value too large for the interface
// value lives in memory the interface points to. It was a deliberate difference (an escape)
// until a value a function returns lived in its caller's frame (language.md section 3); now
// that memory is in the caller's frame and So prints what Go prints. (A small error such as
// `return NotFound{key}` is held inline; see error_custom.go.)
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
