// Tests full (3-index) slice expressions s[lo:hi:max]: resulting length and capacity, on
// arrays, slices and pointers to arrays, and how capacity limits what append overwrites.
package main

func show(name string, s []int) {
	print(name, " len=", len(s), " cap=", cap(s), " [")
	for i, v := range s {
		if i > 0 {
			print(" ")
		}
		print(v)
	}
	println("]")
}

func main() {
	arr := [8]int{0, 1, 2, 3, 4, 5, 6, 7}
	a := arr[2:4:6]
	show("a", a)
	b := arr[:3:3]
	show("b", b)
	c := arr[5:5:8]
	show("c", c)
	p := &arr
	d := p[1:2:3]
	show("d", d)

	s := arr[:]
	e := s[1:3:4]
	show("e", e)
	e = append(e, 100) // within capacity: overwrites arr[3]
	show("e", e)
	println("arr[3] =", arr[3])

	f := e[1:2:3]
	show("f", f)
	g := f[:cap(f)]
	show("g", g)

	lo, hi, max := 2, 5, 7
	h := s[lo:hi:max]
	show("h", h)
	h = h[:cap(h)]
	show("h full", h)
	h = append(h[:2], 42)
	println("arr[4] =", arr[4])

	m := make([]int, 2, 10)
	n := m[0:1:1]
	show("n", n)
	k := m[0:0:0]
	show("k", k)
}
