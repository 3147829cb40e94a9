// Attack: the alias is reassigned in a loop: after the loop it points at the global.
// UNSAFE: g keeps &v of f.
package main

var g *int

func f() {
	var local *int
	q := &local
	for i := 0; i < 3; i++ {
		if i == 2 {
			q = &g
		}
	}
	v := 54
	*q = &v
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
