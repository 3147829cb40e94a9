// makeAdder returns a function literal that captures its parameter: it was a deliberate
// difference (an escape) until a value a function returns lived in its caller's frame and a
// parameter the returned closure captured went there with it (language.md section 3); now So
// prints what Go prints.
package main

func makeAdder(n int) func(int) int {
	return func(x int) int { return x + n }
}

func main() {
	add5 := makeAdder(5)
	println(add5(10))
}
