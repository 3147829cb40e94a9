// ERROR: 9:10: invalid operation: s * 2 (mismatched types string and untyped int); 10:11: invalid operation: operator - not defined on s (variable of type string); 11:11: invalid operation: operator ! not defined on n (variable of type int); 12:10: invalid operation: operator + not defined on b (variable of type bool); 13:10: invalid operation: s[0] + s (mismatched types byte and string)
// Static error: operators applied to operand types that do not support them.
package main

func main() {
	s := "abc"
	b := true
	n := 3
	println(s * 2)
	println(-s)
	println(!n)
	println(b + b)
	println(s[0] + s)
}
