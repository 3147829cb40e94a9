// Attack: a closure over a loop variable is stored in a package-level array.
// UNSAFE: fns[i]'s environment lives in f's frame.
package main

var fns [3]func() int

func f() {
	for i := range 3 {
		fns[i] = func() int { return i * 7 }
	}
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
	println(fns[0](), fns[1](), fns[2]())
}
