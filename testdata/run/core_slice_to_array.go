// Converting slices to arrays (a copy) and to array pointers (sharing the memory), and the
// panic when the slice is too short.
package main

func main() {
	s := []int{1, 2, 3, 4, 5}
	a := [3]int(s)
	a[0] = 100
	println(a[0], a[1], a[2], s[0])
	p := (*[2]int)(s[3:])
	p[1] = 50
	println(s[4], len(p))
	var empty []int
	e := [0]int(empty)
	println(len(e), (*[0]int)(empty) == nil)
	type Triple [3]string
	words := []string{"x", "y", "z"}
	t := Triple(words)
	println(t[2])
	short := s[:2]
	println([4]int(short)[0])
}
