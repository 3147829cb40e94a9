// Attack: a closure that returns arr[:] of a captured array, called through g := f; return g().
// SAFE: the slice the closure returns refers to what it captured, so the lifetime layer keeps
// arr on the result stack of mid's caller, as for return arr[:].
package main

func mid() []int {
	arr := [3]int{1, 2, 3}
	f := func() []int { return arr[:] }
	g := f
	return g()
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
	s := mid()
	clobber()
	println(s[0], s[1], s[2])
}
