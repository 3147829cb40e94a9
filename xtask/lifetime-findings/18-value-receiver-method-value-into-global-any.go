// accepted, output differs from Go: the method value c.Get (value receiver: the bound copy of c lives in l3's frame) is boxed into the package-level any through an aliasing branch and a closure; l2 calls it after l3 returned. (xtask gen --lifetime seed 1035, minimised)

package main

type Val struct {
	n int
}

func (c Val) Get() int {
	return c.n + 1
}

func applyG[T any](f func(T), v T) {
	f(v)
}

func clobber(n int) {
}

var gAny any

var gYes = true

func main() {
	l1()
}

func l1() {
	l2()
}

func l2() {
	l3()
	clobber(4)
	if x, ok := gAny.(func() int); ok {
		if x != nil {
			println("r", x())
		}
	}
}

func l3() {
	c := Val{n: 26}
	v := c.Get
	h1(&gAny, v)
}

func h1(dst *any, v func() int) {
	var loc any
	t := &loc
	if gYes {
		t = dst
	}
	h2(t, v)
	_ = loc
}

func h2(dst *any, v func() int) {
	st := func(x func() int) {
		h3(dst, x)
	}
	st(v)
}

func h3(dst *any, v func() int) {
	st := func(x func() int) {
		h4(dst, x)
	}
	applyG(st, v)
}

func h4(dst *any, v func() int) {
	*dst = v
}
