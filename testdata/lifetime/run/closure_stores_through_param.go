// Attack: inside a helper, a literal captures the helper's pointer parameter (memory the
// caller owns) and stores the helper's local through it.
// UNSAFE: main's p keeps &v of fill.
package main

func fill(dst **int) {
	set := func(p *int) { *dst = p }
	v := 102
	set(&v)
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
	fill(&p)
	clobber()
	println(*p)
}
