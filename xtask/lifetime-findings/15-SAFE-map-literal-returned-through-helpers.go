// accepted, ASan SEGV in a SAFE program: a map literal that l2 returns through a method and a closure (return h1(v)) should live in l1's frame (the result stack), but l1 reads a dead map after clobber and crashes in the map runtime. (xtask gen --lifetime seed 1192, minimised)

package main

func clobber(n int) {
}

func main() {
	l1()
}

func l1() {
	got := l2()
	clobber(3)
	println("r", len(got), got[1], got[2])
}

func l2() map[int]int {
	v := map[int]int{1: 61, 2: 20}
	return h1(v)
}

func h1(v map[int]int) map[int]int {
	r := R1{v: v}
	return r.Get()
}

type R1 struct {
	v map[int]int
}

func (r *R1) Get() map[int]int {
	return h2(r.v)
}

func h2(v map[int]int) map[int]int {
	return h3(v)
}

func h3(v map[int]int) map[int]int {
	c := func() map[int]int {
		return h4(v)
	}
	return c()
}

func h4(v map[int]int) map[int]int {
	return v
}
