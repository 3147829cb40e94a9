// A method value bound to a local receiver, returned: it was a deliberate difference (an
// escape) until a value a function returns lived in its caller's frame (language.md section
// 3); now the receiver's copy lives in the caller's frame and So prints what Go prints.
package main

type Greeter struct{ n int }

func (g Greeter) Get() int { return g.n }

func handler() func() int {
	g := Greeter{7}
	return g.Get
}

func main() {
	f := handler()
	println(f())
}
