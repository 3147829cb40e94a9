// REJECT: embed [cannot embed|one string variable]
// //so:embed of a file that does not exist next to the source, and on a variable that is not
// a single string.
package main

//so:embed missing_helpers.h
var helpers string

//so:embed other.c
var a, b string

//so:embed third.h
var n int

func main() {
	println(len(helpers), a+b, n)
}
