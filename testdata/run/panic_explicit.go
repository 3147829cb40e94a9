// Tests an explicit panic with a string value after normal output, from a nested call:
// the first stderr line after the output is "panic: " followed by the string; exit status 2.
package main

func check(depth int) {
	if depth == 3 {
		panic("invariant violated: depth 3")
	}
	println("depth", depth)
	check(depth + 1)
}

func main() {
	println("start")
	check(0)
	println("not reached")
}
