// Tests append within capacity (single values, several values, another slice with ...,
// a string into a byte slice), copy (returned count, overlapping ranges in both directions,
// from a string) and clear on slices and arrays.
package main

func show(s []int) {
	for _, v := range s {
		print(v, " ")
	}
	println("| len", len(s), "cap", cap(s))
}

type Item struct {
	Name string
	Qty  int
}

func main() {
	s := make([]int, 0, 10)
	s = append(s, 1)
	s = append(s, 2, 3)
	show(s)
	more := []int{4, 5}
	s = append(s, more...)
	show(s)
	s = append(s[:2], s[3:]...)
	show(s)

	t := s[:2]
	t = append(t, 99) // shares the backing array with s
	show(s)

	buf := make([]byte, 0, 16)
	buf = append(buf, "hello"...)
	buf = append(buf, ' ')
	buf = append(buf, []byte("world")...)
	println(string(buf), len(buf), cap(buf))

	dst := make([]int, 3)
	src := []int{7, 8, 9, 10}
	n := copy(dst, src)
	println(n)
	show(dst)
	n = copy(src, dst[:1])
	println(n)
	show(src)

	o := []int{1, 2, 3, 4, 5, 6}
	n = copy(o[2:], o) // overlapping, shifting right
	println(n)
	show(o)
	o2 := []int{1, 2, 3, 4, 5, 6}
	n = copy(o2, o2[2:]) // overlapping, shifting left
	println(n)
	show(o2)
	n = copy(o2, o2)
	println(n)

	bs := make([]byte, 3)
	n = copy(bs, "héllo")
	println(n, bs[0], bs[1], bs[2])
	n = copy(bs, "")
	println(n)

	var none []int
	println(copy(none, src), copy(src, none))

	c := []int{1, 2, 3}
	clear(c)
	show(c)
	items := []Item{{"a", 1}, {"b", 2}}
	clear(items[1:])
	println(items[0].Name, items[0].Qty, items[1].Name == "", items[1].Qty)
	arr := [4]int{1, 2, 3, 4}
	clear(arr[1:3])
	println(arr[0], arr[1], arr[2], arr[3])

	fixed := make([]int, 2, 3)
	fixed = append(fixed, 7)
	show(fixed)
	println(len(fixed) == cap(fixed))
}
