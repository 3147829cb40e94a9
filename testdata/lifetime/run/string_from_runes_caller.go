// Attack: string([]rune) made in a helper and stored through the caller's pointer.
// UNSAFE: the string's bytes are the helper's frame.
package main

func name(dst *string) {
	r := []rune{'r', 'u', 'n', 'e'}
	*dst = string(r)
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = 0x46464646
	}
	var y [64]int
	for i := range y {
		y[i] = 0x46464646
	}
	return x[0] + y[0]
}

func main() {
	var s string
	name(&s)
	clobber()
	println(s)
}
