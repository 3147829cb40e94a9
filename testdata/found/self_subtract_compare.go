// BUG cc-rejects (found by xtask gen): `(a - a) <= b` on uint8: gcc folds a - a to 0 and warns that the comparison is always true (-Werror=type-limits); Go prints "true".
package main

func main() {
	var a uint8 = 255
	s := "a"
	println((a - a) <= uint8(len(s)))
}
