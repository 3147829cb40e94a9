// ERROR: 9:16: small * 2 (constant 200 of type int8) overflows int8; 10:14: cannot use 1.5 (untyped float constant) as int value in variable declaration (truncated); 11:16: cannot use 1 << 31 (untyped int constant 2147483648) as int32 value in variable declaration (overflows)
// Static error: typed constant arithmetic that overflows, and a float constant truncated
// to an integer type.
package main

const small int8 = 100

func main() {
	const twice = small * 2
	var x int = 1.5
	var y int32 = 1 << 31
	println(twice, x, y)
}
