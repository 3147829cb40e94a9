// Tests values returned through interfaces and func values: Error and String methods that build
// their text, called through error, an interface of the program's and a func value; a method
// set through embedding; errors returned up several frames; a struct too large for an
// interface's inline bytes returned as an interface.
package main

type ParseError struct {
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return "line " + itoa(e.Line) + ": " + e.Msg }

type Big struct {
	A, B, C, D int
	Name       string
}

func (b Big) Error() string { return "big " + b.Name }

type Named interface{ Name() string }

type Base struct{ first, last string }

func (b Base) Name() string { return b.first + " " + b.last }

type Employee struct {
	Base
	ID int
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var buf [20]byte
	i := len(buf)
	for n > 0 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	return string(buf[i:])
}

func parse(line int, ok bool) error {
	if ok {
		return nil
	}
	return &ParseError{line, "unexpected " + itoa(line*7)}
}

func parseAll(n int) error {
	for i := 1; i <= n; i++ {
		if err := parse(i, i != 3); err != nil {
			return err
		}
	}
	return nil
}

func wrapErr(err error) error { return Big{1, 2, 3, 4, "wrapping " + err.Error()} }

func apply(f func(int) string, x int) string { return "<" + f(x) + ">" }

func greet(n Named) string { return "hello " + n.Name() }

func main() {
	err := parseAll(5)
	println(err.Error())
	if pe, ok := err.(*ParseError); ok {
		println(pe.Line, pe.Msg)
	}
	w := wrapErr(err)
	println(w.Error())
	println(apply(itoa, 12345))
	e := Employee{Base{"Ada", "Lovelace"}, 7}
	println(greet(e), e.Name())
	f := e.Name
	println(f())
	count := 0
	for i := 0; i < 200000; i++ {
		if parse(i, i%1000 != 0) != nil {
			count++
		}
	}
	println(count)
}
