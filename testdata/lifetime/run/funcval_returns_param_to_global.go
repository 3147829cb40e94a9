// Attack: an identity function called through a func value returns its pointer argument; f
// stores the result in a global.
// UNSAFE: g keeps &v of f.
package main

var g *int

func id(p *int) *int { return p }

func f(fn func(*int) *int) {
	v := 43
	g = fn(&v)
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
	f(id)
	clobber()
	println(*g)
}
