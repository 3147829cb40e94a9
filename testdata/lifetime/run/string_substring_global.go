// Attack: a substring of a string f built is stored in a global.
// UNSAFE: the substring shares f's concatenation's bytes.
package main

var g string

func f(a string) {
	s := a + a + a
	g = s[2:5]
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = 0x45454545
	}
	var y [64]int
	for i := range y {
		y[i] = 0x45454545
	}
	return x[0] + y[0]
}

func main() {
	f("abc")
	clobber()
	println(g)
}
