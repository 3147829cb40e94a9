// Attack: the storing method is promoted from an embedded struct of a package-level value.
// UNSAFE: outer.Inner.p keeps &v of f.
package main

type Inner struct{ p *int }

func (in *Inner) Keep(p *int) { in.p = p }

type Outer struct {
	Inner
	tag int
}

var outer Outer

func f() {
	v := 808
	outer.Keep(&v)
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
	println(*outer.p)
}
