// accepted, ASan stack-use-after-scope: append(make([]int, 0, 4), ...) made in a loop iteration of l1 goes through method values, a method and applyG(closure) into l1's own slice variable declared before the loop; l1 reads it after the loop ended. (xtask gen --lifetime seed 1246, minimised)

package main

func applyG[T any](f func(T), v T) {
	f(v)
}

func clobber(n int) {
}

func main() {
	l1()
}

func l1() {
	var st []int
	for i := 0; i < 4; i++ {
		v := append(make([]int, 0, 4), ((i + 1) * 53), 8)
		h1(&st, v)
	}
	clobber(3)
	if len(st) > 0 {
		println("r", len(st), st[0], st[len(st)-1])
	}
}

func h1(dst *[]int, v []int) {
	r := R1{dst: dst}
	do := r.Do
	do(v)
}

type R1 struct {
	dst *[]int
}

func (r *R1) Do(v []int) {
	h2(r.dst, v)
}

func h2(dst *[]int, v []int) {
	r := R2{dst: dst}
	r.Do(v)
}

type R2 struct {
	dst *[]int
}

func (r *R2) Do(v []int) {
	h3(r.dst, v)
}

func h3(dst *[]int, v []int) {
	st := func(x []int) {
		h4(dst, x)
	}
	applyG(st, v)
}

func h4(dst *[]int, v []int) {
	*dst = v
}
