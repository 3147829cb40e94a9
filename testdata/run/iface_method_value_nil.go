// An interface method value copies the interface when it is made, and a nil interface panics
// at that point (not when the method value is called).
package main

type Namer interface{ Name() string }

type T struct{ n string }

func (t T) Name() string { return t.n }

func main() {
	var x Namer = T{"first"}
	f := x.Name
	x = T{"second"}
	println(f(), x.Name())
	var z Namer
	g := z.Name
	println("not reached")
	_ = g
}
