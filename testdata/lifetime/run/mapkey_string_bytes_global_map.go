// Attack: a package-level map gets a key string(b) converted from f's bytes.
// UNSAFE: the key's bytes live in f's frame.
package main

var m = make(map[string]int, 4)

func f() {
	b := []byte("abc")
	b[0] = 'x'
	m[string(b)] = 7
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
	f()
	clobber()
	for k, v := range m {
		println(k, v)
	}
}
