// Attack: a method of a package-level struct returns the address of its pointer field, and f
// stores &local through it: *cfg.Slot() = &v.
// UNSAFE: cfg.p keeps &v of f.
package main

type Cfg struct{ p *int }

func (c *Cfg) Slot() **int { return &c.p }

var cfg Cfg

func f() {
	v := 101
	*cfg.Slot() = &v
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
	println(*cfg.p)
}
