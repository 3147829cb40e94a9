// Attack: a helper builds a key by concatenation and inserts into a map its caller passed in.
// UNSAFE: the concatenated key lives in tag's frame.
package main

func tag(m map[string]bool, s string) { m["<"+s+">"] = true }

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
	m := make(map[string]bool, 2)
	tag(m, "b")
	clobber()
	for k := range m {
		println(k)
	}
}
