// Attack: a helper stores a struct value holding &local into the caller's map.
// UNSAFE: main's m["k"].p points at put's v.
package main

type S struct {
	n int
	p *int
}

func put(m map[string]S) {
	v := 98
	m["k"] = S{n: 1, p: &v}
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
	m := make(map[string]S, 2)
	put(m)
	clobber()
	println(*m["k"].p)
}
