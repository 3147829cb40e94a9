// ERROR: 6:2: declared and not used: n; 7:9: invalid array length n; 8:9: invalid array length -1 (untyped int constant)
// Static error: an array length that is not a constant expression, and a negative length.
package main

func main() {
	n := 4
	var a [n]int
	var b [-1]int
	println(len(a), len(b))
}
