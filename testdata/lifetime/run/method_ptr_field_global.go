// Attack: the receiver is reached through a package-level pointer to a package-level value.
// UNSAFE: the store through gp lands in store, a package variable.
package main

type Store struct{ s []int }

func (st *Store) Use(s []int) { st.s = s }

var store Store
var gp = &store

func f() {
	buf := []int{4, 5, 6}
	gp.Use(buf)
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
	println(store.s[0], store.s[1], store.s[2])
}
