// Attack: a helper calls a variadic keeper with the caller's destination.
// UNSAFE: main's slice refers to fill's implicit variadic array.
package main

func keep(dst *[]int, xs ...int) { *dst = xs }

func fill(dst *[]int) { keep(dst, 4, 5, 6) }

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
	var s []int
	fill(&s)
	clobber()
	println(s[0], s[1], s[2])
}
