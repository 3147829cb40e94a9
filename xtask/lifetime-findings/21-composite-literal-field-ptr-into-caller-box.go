// accepted, ASan stack-use-after-return: &c.n of c := &Ctr{...} made in a loop iteration of l2 goes through an any temporary and a slice temporary into main's Box by *dst = Box{v: v}; main reads it after l2 returned. (xtask gen --lifetime seed 1436, minimised)

package main

type Ctr struct {
	n int
}

type Box struct {
	v *int
}

func clobber(n int) {
}

func main() {
	var st Box
	l1(&st)
	clobber(3)
	if st.v != nil {
		println("r", *st.v)
	}
}

func l1(dst *Box) {
	l2(dst)
}

func l2(dst *Box) {
	for i := 0; i < 4; i++ {
		c := &Ctr{n: ((i + 1) * 70)}
		v := &c.n
		h1(dst, v)
	}
}

func h1(dst *Box, v *int) {
	var a any = v
	h2(dst, a.(*int))
}

func h2(dst *Box, v *int) {
	vs := []*int{v}
	h3(dst, vs[0])
}

func h3(dst *Box, v *int) {
	*dst = Box{v: v}
}
