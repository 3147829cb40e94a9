// Attack: a helper stores &local into a field of a package-level struct through a pointer.
// UNSAFE: cfg.p keeps f's local.
package main

type Config struct {
	name string
	p    *int
}

var cfg Config

func attach(c *Config, p *int) { c.p = p }

func f() {
	v := 11
	attach(&cfg, &v)
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
