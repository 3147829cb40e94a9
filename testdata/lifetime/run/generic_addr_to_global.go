// Attack: a generic Addr[T] returns &param into f's frame, and f stores the result in a global.
// UNSAFE: the returned pointer lives in f's frame, which ends when f returns.
package main

func Addr[T any](v T) *T { return &v }

var g *int

func f() {
	g = Addr(41)
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
	println(*g)
}
