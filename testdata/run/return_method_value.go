// Tests returning a method value: it holds a copy of its receiver, in the caller's frame.
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
