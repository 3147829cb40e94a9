// ERROR: 6:7: goto skip jumps over declaration of x at ./goto_over_declaration.go:7:4; 10:7: goto inside jumps into block starting at ./goto_over_declaration.go:11:2
// Static error: goto jumping over a variable declaration and into a block.
package main

func main() {
	goto skip
	x := 1
skip:
	println("skipped")
	goto inside
	{
	inside:
		println("inside")
	}
	_ = x
}
