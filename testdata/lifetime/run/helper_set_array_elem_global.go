// Attack: a helper stores &local into an element of a package-level array of pointers.
// UNSAFE: table[1] keeps f's v.
package main

var table [4]*int

func place(t *[4]*int, i int, p *int) { t[i] = p }

func f() {
	v := 21
	place(&table, 1, &v)
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
	println(*table[1])
}
