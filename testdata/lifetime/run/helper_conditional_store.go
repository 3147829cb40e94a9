// Attack: a helper stores only when a flag is set; the flag is a run-time value.
// UNSAFE: with on=true, g keeps &v of f.
package main

var g *int
var dflt = 1

func maybe(on bool, p *int) {
	if on {
		g = p
	}
}

func f(on bool) {
	v := 17
	maybe(on, &v)
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
	g = &dflt
	f(len("yes") == 3)
	clobber()
	println(*g)
}
