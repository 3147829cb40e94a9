// accepted, ASan stack-use-after-return: pf := c.Ptr; v := pf() (a pointer into l1's local c, through a method value) is returned through func values; main dereferences it after l1 returned. (xtask gen --lifetime seed 1054, minimised)

package main

type Ctr struct {
	n int
}

func (c *Ctr) Ptr() *int {
	return &c.n
}

func clobber(n int) {
}

func main() {
	got := l1()
	clobber(4)
	if got != nil {
		println("r", *got)
	}
}

func l1() *int {
	c := Ctr{n: 52}
	pf := c.Ptr
	v := pf()
	return h1(v)
}

func h1(v *int) *int {
	f := h2
	return f(v)
}

func h2(v *int) *int {
	return h3(v)
}

func h3(v *int) *int {
	f := h4
	return f(v)
}

func h4(v *int) *int {
	return v
}
