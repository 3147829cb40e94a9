// Attack: a helper returns append(dst, &v) (so v lives in the caller's result memory), but the
// caller calls it in a loop and drops the result: the loop gives the result memory back at
// every iteration, while dst's backing array (declared outside the loop) still holds &v.
// UNSAFE: s[0] and s[1] point at iteration memory that was given back.
package main

func add(dst []*int, n int) []*int {
	v := n
	return append(dst, &v)
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
	s := make([]*int, 0, 4)
	for i := 0; i < 3; i++ {
		add(s[:i], i*10+1)
	}
	s = s[:3]
	clobber()
	println(*s[0], *s[1], *s[2])
}
