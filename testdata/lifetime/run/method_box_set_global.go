// Attack: a method with a pointer receiver stores its argument in the receiver, and the
// receiver is a package-level box: box.Set(&v).
// UNSAFE: box.p keeps &v of f.
package main

type Box struct{ p *int }

func (b *Box) Set(p *int) { b.p = p }
func (b *Box) Get() int   { return *b.p }

var box Box

func f() {
	v := 42
	box.Set(&v)
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	f()
	clobber()
	println(box.Get())
}
