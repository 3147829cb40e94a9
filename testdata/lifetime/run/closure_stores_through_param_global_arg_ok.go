// Attack shape: inside a helper, a literal captures the helper's pointer parameter and stores
// through it the address of a package-level variable.
// SAFE: package-level memory outlives main's p.
package main

var gv = 106

func fill(dst **int) {
	set := func(p *int) { *dst = p }
	set(&gv)
}

func main() {
	var p *int
	fill(&p)
	gv++
	println(*p)
}
