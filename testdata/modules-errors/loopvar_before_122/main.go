// Before Go 1.22 a loop's variables are shared by every iteration: closures made in the
// loop all see the last value. So implements only per-iteration loop variables, so it
// rejects the loops where the difference shows (a deliberate difference: Go builds this).
package main

func main() {
	var fs [3]func() int
	for i := 0; i < 3; i++ {
		fs[i] = func() int { return i }
	}
	var ps [2]*int
	for k, v := range []int{7, 8} {
		ps[k] = &v
	}
	for j := 0; j < 2; j++ {
		j := j
		println(func() int { return j }())
	}
	println(fs[0](), fs[2](), *ps[0])
}
