// REJECT: unknown directive [unknown directive]
// Valid Go (Go ignores //so: comments) with directives So does not know: each is reported
// with the list of the real ones.
package main

//so:frobnicate
func f() int { return 1 }

//so:externs
var x = 2

func main() {
	println(f(), x)
}
