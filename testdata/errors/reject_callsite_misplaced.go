// REJECT: misplaced directive [does not apply]
// //so:callsite marks functions, methods and interface types (calls of them note their call
// site); on a struct type or a variable it is an error.
package main

//so:callsite
type S struct{ n int }

//so:callsite
var v int

func main() {
	println(S{v}.n)
}
