// BUG cc-rejects (found by xtask gen): `a >= (int8(-128)+a)-a` on int8: gcc folds the right side to -128 and warns that the comparison is always true (-Werror=type-limits); Go prints "true".
package main

func main() {
	var a int8 = 5
	println(a >= (int8(-128)+a)-a)
}
