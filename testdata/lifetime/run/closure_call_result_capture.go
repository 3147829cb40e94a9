// Attack: f := mkf(); return f(): the closure mkf returns hands out &captured, and the caller
// of mid keeps it after mid's frame (which holds the closure's environment) ends.
// SAFE: the value f() returns refers to what the closure captured, so the lifetime layer keeps
// mkf's result (the closure and x) on the result stack of mid's caller, as for return &x.
package main

func mkf() func() *int {
	x := 88
	return func() *int { return &x }
}

func mid() *int {
	f := mkf()
	return f()
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
	p := mid()
	clobber()
	println(*p)
}
