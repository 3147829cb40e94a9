// BUG cc-rejects (found by xtask gen): `(i - int(-9223372036854775808)) - i` folds in gcc to an overflowing constant (-Werror=overflow, even under -fwrapv); Go prints -9223372036854775808.
package main

func main() {
	i := 3
	println((i - int(-9223372036854775808)) - i)
}
