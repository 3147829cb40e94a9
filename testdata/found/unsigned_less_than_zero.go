// BUG cc-rejects: `u < 0` on an unsigned value is always false (-Werror=type-limits); Go prints "false".
package main

func main() {
	var u uint = 7
	println(u < 0)
}
