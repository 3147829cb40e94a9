// Attack: a package-level map of pointers to package-level structs; f stores &local into a
// field of the struct it looks up.
// UNSAFE: cfgA.p keeps &v of f.
package main

type Cfg struct{ p *int }

var cfgA Cfg
var byName = map[string]*Cfg{"a": &cfgA}

func f() {
	v := 97
	byName["a"].p = &v
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
	println(*cfgA.p)
}
