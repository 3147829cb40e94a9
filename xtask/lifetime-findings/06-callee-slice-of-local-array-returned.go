// accepted, ASan stack-use-after-return: sliceOf(&arr) (a callee's slice of l2's local array) is returned through a method; l1 reads it after l2 returned. (xtask gen --lifetime seed 1049, minimised)

package main

func clobber(n int) {
}

func sliceOf(a *[3]int) []int {
	return a[:]
}

func main() {
	l1()
}

func l1() {
	got := l2()
	clobber(2)
	if len(got) > 0 {
		println("r", len(got), got[0], got[len(got)-1])
	}
}

func l2() []int {
	arr := [3]int{12, 1, 2}
	v := sliceOf(&arr)
	return h1(v)
}

func h1(v []int) []int {
	r := R1{v: v}
	return r.Get()
}

type R1 struct {
	v []int
}

func (r *R1) Get() []int {
	return h2(r.v)
}

func h2(v []int) []int {
	return v
}
