// ERROR: 13:20: invalid operation: f == g (func can only be compared to nil)
// Static error: function values (including closures and method values) can only be compared
// to nil, and so cannot be map keys or compared through == in generic comparable code.
package main

type T struct{}

func (T) M() {}

func main() {
	f := func() {}
	g := T{}.M
	println(f == nil, f == g)
}
