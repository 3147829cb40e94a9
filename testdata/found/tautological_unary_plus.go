// BUG cc-rejects: `x != +x` is a self-comparison in C (-Werror=tautological-compare); Go prints "false".
package main

func main() {
	x := 4
	println(x != +x)
}
