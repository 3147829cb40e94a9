// ERROR: 13:2: missing return; 14:54: too many return values
// Static error: a function literal with a result must end in a terminating statement, and
// its result count must match the declared type.
package main

func apply(f func(int) int) int { return f(1) }

func main() {
	g := func(x int) int {
		if x > 0 {
			return x
		}
	}
	println(apply(g), apply(func(x int) int { return x, x }))
}
