// A module at go1.12: the number literals of go1.13 and the slice-to-array conversions of
// go1.17 and go1.20 are reported with Go's messages.
package main

func main() {
	a := 0b101
	b := 0o17
	c := 1_000
	d := 0x1p4
	var s []int = make([]int, 4)
	p := (*[2]int)(s)
	arr := [2]int(s)
	println(a, b, c, d, p[0], arr[0])
}
