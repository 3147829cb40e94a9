// accepted, ASan stack-use-after-return: &pt.a goes through applyG(closure) and generic setG(dst, v) into l2's *int variable; l2 reads it after l3 returned. (xtask gen --lifetime seed 1092, minimised)

package main

type Pt struct {
	a, b int
}

func applyG[T any](f func(T), v T) {
	f(v)
}

func clobber(n int) {
}

func setG[T any](dst *T, v T) {
	*dst = v
}

func main() {
	l1()
}

func l1() {
	l2()
}

func l2() {
	var st *int
	l3(&st)
	clobber(4)
	if st != nil {
		println("r", *st)
	}
}

func l3(dst **int) {
	pt := Pt{a: 40, b: 2}
	v := &pt.a
	h1(dst, v)
}

func h1(dst **int, v *int) {
	st := func(x *int) {
		h2(dst, x)
	}
	applyG(st, v)
}

func h2(dst **int, v *int) {
	setG(dst, v)
}
