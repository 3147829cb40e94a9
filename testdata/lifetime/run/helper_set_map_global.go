// Attack: a helper stores a map made in f through a pointer to a package-level map variable.
// UNSAFE: the map's memory is f's frame.
package main

var g map[string]int

func put(dst *map[string]int, m map[string]int) { *dst = m }

func f() {
	m := make(map[string]int, 4)
	m["a"] = 1
	m["b"] = 2
	put(&g, m)
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
	println(g["a"], g["b"], len(g))
}
