// Attack: a package-level index type whose Add stores a name string; the caller passes a string
// it built by concatenation.
// UNSAFE: idx.names[0] refers to f's concatenation.
package main

type Index struct {
	names [4]string
	n     int
}

func (ix *Index) Add(s string) {
	ix.names[ix.n] = s
	ix.n++
}

var idx Index

func f(prefix string) {
	idx.Add(prefix + "_suffix")
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
	f("key")
	clobber()
	println(idx.n, idx.names[0])
}
