// Attack: each iteration's range variable's address goes into a global; f returns.
// UNSAFE: g keeps &x of one of f's iterations.
package main

var g *int

func f(xs []int) {
	for _, x := range xs {
		if x > 2 {
			g = &x
		}
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
	f([]int{1, 2, 3})
	clobber()
	println(*g)
}
