// BUG cc-rejects (found by the fuzzer, --cc): `c >= '\x00'` on a byte is always true (-Werror=type-limits); Go prints "true".
package main

func main() {
	var c byte = 'A'
	println(c >= '\x00')
}
