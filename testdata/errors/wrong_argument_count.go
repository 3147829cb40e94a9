// ERROR: 8:12: too many return values; 12:9: not enough return values; 16:14: not enough arguments in call to add; 17:20: too many arguments in call to add
// Static error: calls with too few and too many arguments, and returns with the wrong count.
package main

func add(a, b int) int { return a + b }

func one() int {
	return 1, 2
}

func two() (int, int) {
	return 1
}

func main() {
	println(add(1))
	println(add(1, 2, 3))
	println(one())
	two()
}
