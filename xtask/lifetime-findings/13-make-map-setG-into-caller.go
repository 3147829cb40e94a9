// accepted, output differs from Go (or hangs): make(map) of l3 goes through method values and a slice temporary into l1's map variable by generic setG; l1 reads a dead map after l3 returned. (xtask gen --lifetime seed 1031, minimised)

package main

func clobber(n int) {
}

func setG[T any](dst *T, v T) {
	*dst = v
}

func main() {
	l1()
}

func l1() {
	var st map[int]int
	l2(&st)
	clobber(3)
	println("r", len(st), st[1], st[2])
}

func l2(dst *map[int]int) {
	l3(dst)
}

func l3(dst *map[int]int) {
	v := make(map[int]int, 4)
	v[1] = 15
	v[2] = 30
	h1(dst, v)
}

func h1(dst *map[int]int, v map[int]int) {
	r := R1{dst: dst}
	do := r.Do
	do(v)
}

type R1 struct {
	dst *map[int]int
}

func (r *R1) Do(v map[int]int) {
	h2(r.dst, v)
}

func h2(dst *map[int]int, v map[int]int) {
	r := R2{dst: dst}
	do := r.Do
	do(v)
}

type R2 struct {
	dst *map[int]int
}

func (r *R2) Do(v map[int]int) {
	h3(r.dst, v)
}

func h3(dst *map[int]int, v map[int]int) {
	vs := []map[int]int{v}
	h4(dst, vs[0])
}

func h4(dst *map[int]int, v map[int]int) {
	setG(dst, v)
}
