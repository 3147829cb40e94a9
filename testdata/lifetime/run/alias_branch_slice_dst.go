// Attack: t := local; if c { t = dst }; t[0] = &v: the store goes through an alias that may be
// the caller's slice.
// UNSAFE: with c true, main's array gets &v of fill.
package main

func fill(dst []*int, c bool) {
	var local [1]*int
	t := local[:]
	if c {
		t = dst
	}
	v := 50
	t[0] = &v
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
	var arr [1]*int
	fill(arr[:], len("x") == 1)
	clobber()
	println(*arr[0])
}
