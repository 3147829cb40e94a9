//go:build ignore

// Twin of slice_ops.c: make (zeroed), slice literals, indexing as an lvalue, 2- and 3-index
// slicing of slices and arrays (len and cap of the results, shared memory), append within the
// capacity (values, another slice, overlapping, a string), copy (overlapping both ways, a
// string, lengths), clear, and passing the allocating forms straight to a call.
package main

type point struct {
	x, y int32
}

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

func showBytes(name string, b []byte) {
	println(name, len(b), cap(b), string(b))
}

func sum(a, b, c []int, d int, e []int, f []int) int {
	t := d
	for _, s := range [][]int{a, b, c, e, f} {
		for _, v := range s {
			t += v
		}
	}
	return t
}

func main() {
	s := make([]int, 3, 8)
	show("make", s)
	s[0] = 10
	s[2] += 5
	show("set", s)
	lit := []int{1, 2, 3, 4, 5}
	show("lit", lit)
	show("empty lit", []int{})
	println("empty lit nil?", []int{} == nil)
	var nilSlice []int
	println("nil?", nilSlice == nil, len(nilSlice), cap(nilSlice))

	t := s[1:3]
	show("s[1:3]", t)
	t[0] = 7
	show("s after t[0]=7", s)
	show("s[:8]", s[:8])
	show("s[2:]", s[2:])
	show("s[1:2:4]", s[1:2:4])
	show("s[8:]", s[8:8])
	show("s[0:0:0]", s[0:0:0])

	var arr [5]int
	for i := range arr {
		arr[i] = i * i
	}
	as := arr[1:3]
	show("arr[1:3]", as)
	as = arr[1:3:4]
	show("arr[1:3:4]", as)
	as[1] = 99
	println("arr[2]", arr[2])
	show("arr[:]", arr[:])

	u := make([]int, 0, 6)
	u = append(u, 1)
	u = append(u, 2, 3)
	show("append", u)
	u = append(u, u...)
	show("append self", u)
	v := u[:2]
	v = append(v, u[3:]...)
	show("overlap", v)
	show("u after", u)

	p := make([]point, 1, 3)
	p = append(p, point{1, 2}, point{x: 3})
	println("points", len(p), p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y)

	b := make([]byte, 0, 16)
	b = append(b, "héllo"...)
	b = append(b, '!')
	showBytes("bytes", b)

	c := []int{1, 2, 3, 4, 5, 6}
	n := copy(c[1:], c)
	println("copy fwd", n)
	show("c", c)
	n = copy(c, c[2:])
	println("copy back", n)
	show("c", c)
	n = copy(c[:2], []int{9, 9, 9})
	println("copy short", n)
	show("c", c)
	n = copy(c, nilSlice)
	println("copy nil", n)
	bb := make([]byte, 3)
	n = copy(bb, "abcdef")
	showBytes("copy string", bb)
	println(n)

	clear(c[1:4])
	show("clear", c)
	fs := []float64{1.5, -2}
	clear(fs)
	println("floats", fs[0], fs[1])

	println("sum", sum([]int{1, 2}, make([]int, 4), lit[1:3], 100, []int{1000}, append(s[:0], 5)))
	println("len0 make", len(make([]int, 0)), cap(make([]int, 0, 0)))
	show("final s", s)
}
