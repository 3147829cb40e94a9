// Tests locals and parameters that Go counts as used although C would see them only written:
// parameters assigned but never read, a switch tag variable with no case, `x += y` and `x++`
// on otherwise unread variables, and long groups of blank parameters.
package main

func set(i int, f float64, s string) {
	i = 8
	f = 8.5
	s = "x"
}

func pick(_, _, _, _, _, _, _, _, _, _, _, _, x int32, _ string) int32 {
	return x
}

func main() {
	set(1, 2, "a")
	switch tag := 3; tag {
	}
	switch n := 5; n {
	default:
		println("default only")
	}
	s1 := "hi"
	s2 := "ho"
	s1 += s2
	k := 0
	k++
	println(pick(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, "z"))
}
