// C interop across packages: package clib's extern type, function and constant, its inline
// function (defined in clib's header) and a C function that calls back a function of the main
// package, which gets its *counter argument back as an any.
package main

import "example.com/cinterop/clib"

type counter struct{ n int }

func bump(arg any) {
	c := arg.(*counter)
	c.n = clib.Twice(c.n + 1)
}

func main() {
	d := clib.Divide(23, 4)
	println(d.Quot, d.Rem, clib.Twice(21), clib.ExitFailure)
	c := &counter{n: 1}
	clib.CallWith(bump, c)
	clib.CallWith(bump, c)
	println(c.n)
	println(clib.Next(), clib.Next())
}
