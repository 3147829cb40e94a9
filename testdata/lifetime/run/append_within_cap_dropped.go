// Attack: append(dst, &v) within the capacity of the caller's slice, result dropped: the write
// into the caller's backing array still happens.
// UNSAFE: main's backing array gets &v of fill.
package main

func fill(dst []*int) {
	v := 47
	_ = append(dst, &v)
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
	fill(s)
	s = s[:1]
	clobber()
	println(*s[0])
}
