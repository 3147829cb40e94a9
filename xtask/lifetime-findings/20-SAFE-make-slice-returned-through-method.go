// accepted, output differs from Go in a SAFE program: make([]int, 3, 4) that l2 returns through a method and generic idG (return h1(v)) should live in l1's frame (the result stack), but l1 reads a dead element after clobber. (xtask gen --lifetime seed 1369, minimised)

package main

var gJunk int

func clobber(n int) {
}

func idG[T any](x T) T {
	return x
}

func main() {
	l1()
	println("junk", gJunk)
}

func l1() {
	got := l2()
	clobber(3)
	if len(got) > 0 {
		println("r", len(got), got[0], got[len(got)-1])
	}
}

func l2() []int {
	v := make([]int, 3, 4)
	v[0] = 15
	v[2] = 7
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
	return idG(h3(v))
}

func h3(v []int) []int {
	return v
}
