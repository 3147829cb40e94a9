// REJECT: escaping value: method value returned [method value|outlive]
// Valid Go that So rejects (language.md section 3, "closures stay in their frame"): a method
// value holds its receiver in the frame that made it, so it cannot be returned.
package main

type greeter struct{ name string }

func (g greeter) greet() string { return g.name }

func greetFunc(name string) func() string {
	g := greeter{name}
	return g.greet
}

func main() {
	println(greetFunc("so")())
}
