// Attack: append a concatenated string to a package-level []string within capacity.
// UNSAFE: names[0]'s bytes are f's frame.
package main

var store [4]string
var names = store[:0]

func f(s string) {
	names = append(names, s+s)
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
	f("ab")
	clobber()
	println(names[0])
}
