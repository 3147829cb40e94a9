// Package clib binds a little C for the main package: an extern type and function from
// <stdlib.h>, inline functions in its header (one using its unexported names), an extern constant, and a C function (from
// an embedded header) that calls back the function it is given with its argument.
package clib

//so:include <stdlib.h>

//so:embed clib.h
var header string

// Div is C's div_t.
//
//so:extern div_t
type Div struct {
	Quot int32 `c:"quot"`
	Rem  int32 `c:"rem"`
}

// Divide is C's div.
//
//so:extern div
func Divide(num, den int32) Div { return Div{num / den, num % den} }

// Twice is defined in clib's header, so the main package's C gets its body.
//
//so:inline
func Twice(x int) int { return 2 * x }

// Next is inline too, and uses clib's unexported variable and function: they get external
// linkage and a declaration in clib's header, so the main package's copy of Next can use them.
//
//so:inline
func Next() int {
	served++
	return offset(served)
}

var served int

func offset(n int) int { return n + 100 }

// ExitFailure is C's EXIT_FAILURE.
//
//so:extern EXIT_FAILURE
const ExitFailure = 1

// CallWith calls f(arg) from C.
//
//so:extern clib_call_with
func CallWith(f func(any), arg any) { f(arg) }
