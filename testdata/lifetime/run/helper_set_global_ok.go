// Attack shape: set(&g, &v), but v is a package-level variable too.
// SAFE: both the pointer and what it points at live as long as the program.
package main

var g *int
var v = 42

func set(dst **int, p *int) { *dst = p }

func f() { set(&g, &v) }

func main() {
	f()
	v++
	println(*g)
}
