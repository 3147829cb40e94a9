// accepted, ASan stack-use-after-return: &arr[1] of l1's local array is returned through two methods whose receivers hold it; main dereferences it after l1 returned. (xtask gen --lifetime seed 1041, minimised)

package main

func clobber(n int) {
}

func main() {
	got := l1()
	clobber(2)
	if got != nil {
		println("r", *got)
	}
}

func l1() *int {
	arr := [3]int{1, 39, 3}
	v := &arr[1]
	return h1(v)
}

func h1(v *int) *int {
	r := R1{v: v}
	return r.Get()
}

type R1 struct {
	v *int
}

func (r *R1) Get() *int {
	return h2(r.v)
}

func h2(v *int) *int {
	r := R2{v: v}
	return r.Get()
}

type R2 struct {
	v *int
}

func (r *R2) Get() *int {
	return h3(r.v)
}

func h3(v *int) *int {
	return v
}
