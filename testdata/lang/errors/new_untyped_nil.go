// ERROR: 6:11: use of untyped nil in argument to new
// Static error: new(expr) needs an expression with a type; untyped nil has none.
package main

func main() {
	p := new(nil)
	println(p)
}
