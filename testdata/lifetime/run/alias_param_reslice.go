// Attack: the caller's slice is resliced into a local before the store: t := dst[1:]; t[0] = &v.
// UNSAFE: main's arr[1] gets &v of fill.
package main

func fill(dst []*int) {
	t := dst[1:]
	v := 58
	t[0] = &v
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
	println(*arr[1])
}
