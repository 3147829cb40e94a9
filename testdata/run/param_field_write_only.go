// Regression (found by the program generator): a struct parameter that is only written
// (`p.a = 1`) was "set but not used" for the C compiler, which rejected the program.
package main

type S struct{ a int }

func f(p S) {
	p.a = 1
}

func main() {
	f(S{})
	println("ok")
}
