// accepted, ASan stack-use-after-return: &x of a block-scoped local goes through a closure run by generic applyG into dst[1] of a package-level slice passed as dst; l1 reads it after l2 returned. (xtask gen --lifetime seed 1090, minimised)

package main

func applyG[T any](f func(T), v T) {
	f(v)
}

func clobber(n int) {
}

var gArr [2]*int
var gSl = gArr[:]

func main() {
	l1()
}

func l1() {
	l2()
	clobber(3)
	if gSl[1] != nil {
		println("r", *gSl[1])
	}
}

func l2() {
	{
		x := 72
		v := &x
		h1(gSl, v)
	}
}

func h1(dst []*int, v *int) {
	st := func(x *int) {
		h2(dst, x)
	}
	applyG(st, v)
}

func h2(dst []*int, v *int) {
	dst[1] = v
}
