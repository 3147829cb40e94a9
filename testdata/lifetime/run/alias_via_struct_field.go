// Attack: the target pointer travels through a local struct's field before the store.
// UNSAFE: g keeps &v of f.
package main

var g *int

type Ref struct{ to **int }

func f() {
	r := Ref{to: &g}
	v := 55
	*r.to = &v
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
	println(*g)
}
