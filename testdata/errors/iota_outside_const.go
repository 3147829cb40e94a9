// ERROR: 7:7: cannot use iota outside constant declaration; 9:12: v (variable of type int) is not constant
// Static error: iota used outside a constant declaration, and a constant initialized from a
// variable.
package main

func main() {
	x := iota
	v := 3
	const c = v
	println(x, c)
}
