// Attack: nested loops, a labeled break leaves with &v of the inner body kept in the caller's
// memory.
// UNSAFE: *out gets &v of find.
package main

func find(out **int) {
outer:
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			v := i*10 + j
			if v == 12 {
				*out = &v
				break outer
			}
		}
	}
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
	var p *int
	find(&p)
	clobber()
	println(*p)
}
