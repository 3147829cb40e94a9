// errors.As needs its target's pointer type where it is called (So has no reflection): a
// target of type any is refused, and so are the targets go vet's errorsas check reports.
package main

import "solod.dev/so/errors"

type code int

func main() {
	err := errors.New("e")
	var c *int
	var t any = &c
	println(errors.As(err, t))
	var e error
	println(errors.As(err, &e))
	var n code
	println(errors.As(err, &n))
	println(errors.As(err, n))
}
