// accepted, ASan stack-use-after-scope: a closure capturing the loop variable i, made in a loop iteration of l3, is stored by _ = append(dst[:1], v) into l3's own slice declared before the loop; l3 calls it after the loop ended. (xtask gen --lifetime seed 1320, minimised)

package main

func clobber(n int) {
}

func main() {
	l1()
}

func l1() {
	l2()
}

func l2() {
	l3()
}

func l3() {
	var sa [2]func() int
	st := sa[:]
	for i := 0; i < 4; i++ {
		v := func() int {
			return ((i + 1) * 61)
		}
		h1(st, v)
	}
	clobber(2)
	if st[1] != nil {
		println("r", st[1]())
	}
}

func h1(dst []func() int, v func() int) {
	f := h2
	f(dst, v)
}

func h2(dst []func() int, v func() int) {
	r := R2{dst: dst}
	do := r.Do
	do(v)
}

type R2 struct {
	dst []func() int
}

func (r *R2) Do(v func() int) {
	h3(r.dst, v)
}

func h3(dst []func() int, v func() int) {
	_ = append(dst[:1], v)
}
