// A value method called through a nil pointer held in an interface panics.
package main

type T struct{ x int }

func (t T) Get() int { return t.x }

type Getter interface{ Get() int }

func main() {
	var p *T
	var g Getter = p
	println(g != nil)
	println(g.Get())
}
