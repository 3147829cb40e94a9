// ERROR: 6:2: declared and not used: x; 7:6: declared and not used: y
// Static error: local variables declared and never used (assignments alone are not uses).
package main

func main() {
	x := 1
	var y string
	y = "assigned only"
	z := 3
	println(z)
}
