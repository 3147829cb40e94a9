// Attack: a method returns its receiver so calls chain: reg.Named("x").Ptr(&v) on a
// package-level registry.
// UNSAFE: reg.p keeps &v of f.
package main

type Reg struct {
	name string
	p    *int
}

func (r *Reg) Named(n string) *Reg { r.name = n; return r }
func (r *Reg) Ptr(p *int) *Reg     { r.p = p; return r }

var reg Reg

func f() {
	v := 1234
	reg.Named("x").Ptr(&v)
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
	println(reg.name, *reg.p)
}
