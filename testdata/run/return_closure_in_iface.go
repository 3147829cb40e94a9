// Tests an error that holds a closure (a func type with an Error method) which captured a local,
// passed through a function and returned: the closure's environment and the captured variable
// live in the caller's frame (the result stack), as Go keeps them alive.
package main

type errFunc func() string

func (f errFunc) Error() string { return f() }

func pass(e error) (int, error) { return 1, e }

func wrap() error {
	x := "captured"
	var e error = errFunc(func() string { return x })
	_, err := pass(e)
	return err
}

func main() {
	println(wrap().Error())
}
