// REJECT: escaping value: a closure held by an interface argument comes back in the result [function literal|outlive]
// Valid Go that So rejects: the error passed to pass holds a closure (a func type with an
// Error method) that captured a local, and pass returns it: the result refers to the
// closure's frame even though the error's type cannot point into any local of known layout.
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
