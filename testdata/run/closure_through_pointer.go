// Memory reached through two levels of pointers outlives the loop that made it: a pointer to
// a pointer to a variable of the loop body, and a pointer to a func variable holding a closure
// made in the loop, both used after the loop (each iteration's values stay alive).
package main

func main() {
	var p **int
	for i := 0; i < 3; i++ {
		x := i
		y := &x
		p = &y
	}
	var fs []func() int
	buf := make([]func() int, 0, 4)
	fs = buf
	var last *func() int
	for i := 0; i < 3; i++ {
		k := i * 10
		f := func() int { return k }
		last = &f
		fs = append(fs, func() int { return (*last)() + 1 })
	}
	var q *func() int
	for i := 0; i < 2; i++ {
		s := "iteration"
		g := func() int { return len(s) + i }
		q = &g
	}
	println(**p, (*last)(), fs[0](), (*q)())
}
