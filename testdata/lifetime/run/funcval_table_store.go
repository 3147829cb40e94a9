// Attack: a table of funcs, one of which stores; the index is chosen at run time.
// UNSAFE: g keeps &v of f.
package main

var g *int

func keep(v *int) { g = v }
func look(v *int) { println(*v) }

var table = [2]func(*int){look, keep}

func f(i int) {
	v := 37
	table[i](&v)
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
	f(0)
	f(1)
	clobber()
	println(*g)
}
