// Attack: a function literal passed straight to a function that calls it with the address of
// the callee's own local; the literal keeps it in the enclosing function's variable, read after
// the callee returned.
// UNSAFE: kept points into each's dead frame.
package main

func each(fn func(p *int)) {
	v := 5
	fn(&v)
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

func f() int {
	var kept *int
	each(func(p *int) { kept = p })
	clobber()
	return *kept
}

func main() { println(f()) }
