// Attack: a loop body makes a slice literal each iteration and stores it in the caller's slot.
// UNSAFE: *out refers to fill's iteration memory, gone when fill returns.
package main

func fill(out *[]int) {
	for i := 0; i < 3; i++ {
		s := []int{i, i * 2, i * 3}
		*out = s
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
	var s []int
	fill(&s)
	clobber()
	println(s[0], s[1], s[2])
}
