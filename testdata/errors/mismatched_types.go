// ERROR: 9:10: invalid operation: a + b (mismatched types int and int64); 10:10: invalid operation: f * a (mismatched types float64 and int); 11:15: invalid operation: a == b (mismatched types int and int64)
// Static error: arithmetic and comparison on operands of different types, without conversion.
package main

func main() {
	var a int = 1
	var b int64 = 2
	var f float64 = 1.5
	println(a + b)
	println(f * a)
	println(a == b)
}
