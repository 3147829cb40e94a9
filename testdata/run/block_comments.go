// Tests that Go comments spanning several lines become valid C comments, including a line
// comment that ends in a backslash.
package main

/*
sum adds two numbers.
It has a multi-line block doc comment.
*/
func sum(a, b int) int {
	/* a block
	   comment over
	   three lines */
	return a + b // trailing
}

func main() {
	x := 1
	/* this looks like code:
	x = 100
	*/
	// a path like C:\dir\
	x = sum(x, 2)
	println(x)
}
