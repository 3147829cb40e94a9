// REJECT: escaping value: method value returned [escape|outlive|frame|method value]
// Deliberate difference (language.md section 3): a method value binds its receiver, here a
// local of handler, so returning it lets it outlive the frame. Go prints 7; So must reject
// it like a returned closure.
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
