// Attack: f stores in a global the closure that counter returned into f's frame.
// UNSAFE: the closure lives in f's result stack, given back when f returns.
package main

func counter() func() int {
	n := 100
	return func() int { n++; return n }
}

var next func() int

func f() { next = counter() }

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
	println(next(), next())
}
