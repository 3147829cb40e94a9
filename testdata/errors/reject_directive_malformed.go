// REJECT: malformed directive [needs|is not a c identifier|takes no arguments]
// Directives with bad arguments: an include without <> or quotes, a library written with -l,
// an empty or unbalanced attribute, a C name that is no identifier, arguments to inline.
package main

//so:include stdio.h
//so:link -lm

//so:attr
func f() int { return 1 }

//so:attr aligned(16
var x int

//so:extern 9lives
func g() int { return 2 }

//so:inline now
func h() int { return 3 }

func main() {
	println(f(), x, g(), h())
}
