// Attack: copy(dst, []string{string(b)}): the conversion's bytes are the helper's frame.
// UNSAFE: main's array holds a string whose bytes died with fill.
package main

func fill(dst []string) {
	b := []byte{'h', 'e', 'l', 'l', 'o'}
	copy(dst, []string{string(b)})
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
	var arr [1]string
	fill(arr[:])
	clobber()
	println(arr[0])
}
