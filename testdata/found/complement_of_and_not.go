// BUG cc-rejects (found by xtask gen): `^(uint16(1) &^ a)`: gcc sees `~` applied to `1u & ~a`, a 0-or-1 value, and warns (-Werror=bool-operation); Go prints 65534.
package main

func main() {
	var a uint16 = 6
	println(^(uint16(1) &^ a))
}
