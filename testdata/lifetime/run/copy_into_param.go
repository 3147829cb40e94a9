// Attack: copy(dst, []*int{&v}) where dst is the caller's slice.
// UNSAFE: main's array gets &v of fill.
package main

func fill(dst []*int) {
	v := 45
	copy(dst, []*int{&v})
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
	var arr [2]*int
	fill(arr[:])
	clobber()
	println(*arr[0])
}
