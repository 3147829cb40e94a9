// Attack shape: a helper appends &local to the caller's slice (within its capacity) and returns
// the result, which main keeps.
// SAFE: v's address reaches add's result, so v lives in the caller's frame (the result stack),
// as for return &v; main's slice and v both live until main returns.
package main

func add(dst []*int) []*int {
	v := 48
	return append(dst, &v)
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
	s := make([]*int, 0, 4)
	s = add(s)
	clobber()
	println(*s[0])
}
