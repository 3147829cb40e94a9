// Attack: m[string(b)] = 1 in a helper, where m is the caller's map and b the helper's bytes:
// the key string(b) is made in the helper's frame.
// UNSAFE: main's map holds a key whose bytes died with add.
package main

func add(m map[string]int, n int) {
	b := []byte{'k', 'e', 'y', byte('0' + n)}
	m[string(b)] = n
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
	m := make(map[string]int, 4)
	add(m, 1)
	clobber()
	for k, v := range m {
		println(k, v)
	}
}
