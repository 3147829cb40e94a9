// Attack: dst = append(dst[:0], big) where big is a struct holding a slice of the helper's
// frame, dst the caller's slice.
// UNSAFE: main's element refers to reset's literal.
package main

type Big struct {
	a, b, c, d int
	data []int
}

func reset(dst []Big) {
	big := Big{1, 2, 3, 4, []int{5, 6, 7}}
	dst = append(dst[:0], big)
	_ = dst
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
	s := make([]Big, 1, 2)
	reset(s)
	clobber()
	println(s[0].d, s[0].data[2])
}
