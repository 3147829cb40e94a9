// ERROR: 6:7: use of untyped nil in assignment; 7:14: cannot use nil as int value in variable declaration; 8:17: cannot use nil as string value in variable declaration
// Static error: nil used where no type can be inferred or the type has no nil value.
package main

func main() {
	x := nil
	var n int = nil
	var s string = nil
	println(x, n, s)
}
