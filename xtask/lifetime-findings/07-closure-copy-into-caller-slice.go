// accepted, ASan stack-use-after-return: a closure writing a captured loop-iteration local is stored by copy(dst[1:], ...) through a method value into main's slice; main calls it after l2 returned. (xtask gen --lifetime seed 1100, minimised)

package main

func clobber(n int) {
}

func main() {
	var sa [2]func() int
	st := sa[:]
	l1(st)
	clobber(3)
	if st[1] != nil {
		println("r", st[1]())
	}
}

func l1(dst []func() int) {
	l2(dst)
}

func l2(dst []func() int) {
	for i := 0; i < 4; i++ {
		x := ((i + 1) * 89)
		v := func() int {
			x++
			return x
		}
		h1(dst, v)
	}
}

func h1(dst []func() int, v func() int) {
	r := R1{dst: dst}
	do := r.Do
	do(v)
}

type R1 struct {
	dst []func() int
}

func (r *R1) Do(v func() int) {
	h2(r.dst, v)
}

func h2(dst []func() int, v func() int) {
	copy(dst[1:], []func() int{v})
}
