// Attack: reg(h, arr[:]) as `any`: a slice of a local array stored by a helper into the
// caller's `any` slot.
// UNSAFE: main's any refers to setup's array.
package main

type Holder struct{ v any }

func reg(h *Holder, v any) { h.v = v }

func setup(h *Holder) {
	arr := [3]int{7, 8, 9}
	reg(h, arr[:])
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	var h Holder
	setup(&h)
	clobber()
	s := h.v.([]int)
	println(s[0], s[2])
}
