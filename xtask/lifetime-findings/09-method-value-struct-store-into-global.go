// accepted, ASan stack-use-after-return: the method value c.Get (pointer receiver, c a loop-iteration local) is stored as *dst = Box{v: v} into the package-level gBox through a struct temporary; l1 calls it after l3 returned. (xtask gen --lifetime seed 1247, minimised)

package main

type Ctr struct {
	n int
}

func (c *Ctr) Get() int {
	return c.n
}

type Box struct {
	v func() int
}

func clobber(n int) {
}

var gBox Box

func main() {
	l1()
}

func l1() {
	l2()
	clobber(2)
	if gBox.v != nil {
		println("r", gBox.v())
	}
}

func l2() {
	l3()
}

func l3() {
	for i := 0; i < 4; i++ {
		c := Ctr{n: ((i + 1) * 13)}
		v := c.Get
		h1(&gBox, v)
	}
}

func h1(dst *Box, v func() int) {
	q := Q1{d: dst, v: v}
	h2(q.d, q.v)
}

type Q1 struct {
	d *Box
	v func() int
}

func h2(dst *Box, v func() int) {
	*dst = Box{v: v}
}
