// accepted, ASan use-after-poison: a []int literal that mkSlice returns into l1's frame is boxed into the package-level any through a method value and an aliasing branch; main reads it after l1 returned. (xtask gen --lifetime seed 1325, minimised)

package main

func clobber(n int) {
}

var gAny any

var gYes = true

func mkSlice(n int) []int {
	return []int{n, n + 1, n + 2}
}

func main() {
	l1()
	clobber(4)
	if x, ok := gAny.([]int); ok {
		if len(x) > 0 {
			println("r", len(x), x[0], x[len(x)-1])
		}
	}
}

func l1() {
	v := mkSlice(27)
	h1(&gAny, v)
}

func h1(dst *any, v []int) {
	r := R1{dst: dst}
	do := r.Do
	do(v)
}

type R1 struct {
	dst *any
}

func (r *R1) Do(v []int) {
	h2(r.dst, v)
}

func h2(dst *any, v []int) {
	var loc any
	t := &loc
	if gYes {
		t = dst
	}
	h3(t, v)
	_ = loc
}

func h3(dst *any, v []int) {
	*dst = v
}
