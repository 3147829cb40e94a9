// ERROR: 6:15: cannot use 300 (untyped int constant) as byte value in variable declaration (overflows); 7:16: cannot use -129 (untyped int constant) as int8 value in variable declaration (overflows); 8:15: cannot use -1 (untyped int constant) as uint value in variable declaration (overflows); 10:19: cannot use big (untyped int constant 18446744073709551616) as uint64 value in variable declaration (overflows)
// Static error: constants not representable in the target type.
package main

func main() {
	var b byte = 300
	var i8 int8 = -129
	var u uint = -1
	const big = 1 << 64
	var u64 uint64 = big
	println(b, i8, u, u64)
}
