// Attack: a helper stores a func parameter in a package-level variable; the caller passes a
// closure over its local.
// UNSAFE: hook's environment is f's frame.
package main

var hook func() int

func install(fn func() int) { hook = fn }

func f() {
	n := 3
	install(func() int { return n * n })
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
	println(hook())
}
