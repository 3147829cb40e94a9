// REJECT: escaping value: function literal returned [escape|outlive|frame]
// Deliberate difference (language.md section 3, "closures stay in their frame"): makeAdder
// returns a function literal that captures its parameter, so the closure would outlive the
// frame that made it. Go runs this and prints 15; So must reject it at compile time with the
// escape diagnostic naming the function literal.
package main

func makeAdder(n int) func(int) int {
	return func(x int) int { return x + n }
}

func main() {
	add5 := makeAdder(5)
	println(add5(10))
}
