// Attack: a deferred closure copies the named result (&local) into a package-level variable
// as the function returns; the caller drops the result.
// UNSAFE: v reaches mk's result, so it lives in the caller's (helper's) frame, which has ended
// when main reads *g.
package main

var g *int

func mk() (p *int) {
	v := 93
	p = &v
	defer func() { g = p }()
	return
}

func helper() { mk() }

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
	helper()
	clobber()
	println(*g)
}
