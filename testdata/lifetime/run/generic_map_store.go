// Attack: a generic helper Put[K, V](m map[K]V, k K, v V) stores a pointer to a local into a
// package-level map.
// UNSAFE: reg["a"] keeps &v of f.
package main

var reg = make(map[string]*int, 4)

func Put[K comparable, V any](m map[K]V, k K, v V) { m[k] = v }

func f() {
	v := 3
	Put(reg, "a", &v)
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
	println(*reg["a"])
}
