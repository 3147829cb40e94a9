// accepted, ASan stack-use-after-return: new(int) made in a loop iteration of l2 is stored by the method dst.Set(v) into main's Box; main reads it after l2 returned. (xtask gen --lifetime seed 1283, minimised)

package main

type Box struct {
	v *int
}

func (b *Box) Set(v *int) {
	b.v = v
}

func clobber(n int) {
}

func main() {
	var st Box
	l1(&st)
	clobber(4)
	if st.v != nil {
		println("r", *st.v)
	}
}

func l1(dst *Box) {
	l2(dst)
}

func l2(dst *Box) {
	for i := 0; i < 4; i++ {
		v := new(int)
		*v = ((i + 1) * 89)
		h1(dst, v)
	}
}

func h1(dst *Box, v *int) {
	h2(dst, v)
}

func h2(dst *Box, v *int) {
	dst.Set(v)
}
