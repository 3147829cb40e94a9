// Attack: a helper stores &local as a value in the caller's map.
// UNSAFE: main's m["p"] points at put's v.
package main

func put(m map[string]*int) {
	v := 62
	m["p"] = &v
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
	m := make(map[string]*int, 2)
	put(m)
	clobber()
	println(*m["p"])
}
