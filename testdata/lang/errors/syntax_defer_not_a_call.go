// ERROR: 8:8: expression in defer must be function call
// Static error (reported by the parser): the operand of defer must be a function call.
package main

func cleanup() {}

func main() {
	defer cleanup
	println("body")
}
