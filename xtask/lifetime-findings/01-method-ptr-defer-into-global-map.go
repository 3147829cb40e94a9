// accepted, ASan stack-use-after-return: c.Ptr() (&c.n of l3's local c) goes through a deferred call and a map temporary into the package-level map gMap; l2 reads it after l3 returned. (xtask gen --lifetime seed 1005, minimised)

package main

type Ctr struct {
	n int
}

func (c *Ctr) Ptr() *int {
	return &c.n
}

func clobber(n int) {
}

var gMap = make(map[int]*int, 4)

func main() {
	l1()
}

func l1() {
	l2()
}

func l2() {
	l3()
	clobber(3)
	if gMap[1] != nil {
		println("r", *gMap[1])
	}
}

func l3() {
	c := Ctr{n: 16}
	v := c.Ptr()
	h1(v)
}

func h1(v *int) {
	defer h2(v)
}

func h2(v *int) {
	mm := make(map[int]*int, 2)
	mm[0] = v
	h3(mm[0])
}

func h3(v *int) {
	gMap[1] = v
}
