// BUG cc-rejects: `x < x&^x` on uint8 (or uint16): C promotes to int and folds to a comparison with 0 (-Werror=type-limits); Go prints "false".
package main

func main() {
	var x uint8 = 5
	println(x < x&^x)
}
