// BUG cc-rejects: `x <= 65535&^x` with uint16 x compares int with unsigned in C (-Werror=sign-compare); Go prints "true".
package main

func main() {
	var x uint16 = 3
	println(x <= 65535&^x)
}
