// Tests deferred closures changing named results: the deferred call runs after the return
// statement has assigned the results, so what it sets is what the caller gets; an unnamed
// result is not affected; several deferred closures compose in LIFO order.
package main

type Result struct {
	code int
	msg  string
}

func counted() (n int) {
	defer func() { n *= 2 }()
	defer func() { n += 3 }()
	return 4 // n = 4, then +3, then *2
}

func unnamed() int {
	x := 1
	defer func() { x = 100 }()
	return x
}

type failErr struct{ step int }

func (f failErr) Error() string { return "failed" }

func process(steps int, failAt int) (done int, err error) {
	defer func() {
		if err != nil {
			done = -done
		}
	}()
	for i := 1; i <= steps; i++ {
		if i == failAt {
			return i - 1, failErr{i}
		}
	}
	return steps, nil
}

func build(k int) (r Result) {
	defer func() {
		if r.code == 0 {
			r.msg = "ok"
		}
	}()
	r.code = k % 2
	r.msg = "odd"
	return
}

func shadowed() (x int) {
	defer func() { x++ }()
	{
		x := 50 // a different x
		_ = x
	}
	x = 7
	return x + 1 // assigns 8, then 9
}

func swap(a, b int) (x, y int) {
	defer func() { x, y = y, x }()
	return a, b
}

func main() {
	println(counted(), unnamed())
	d, err := process(5, 0)
	println(d, err == nil)
	d, err = process(5, 3)
	println(d, err.(failErr).step, err.Error())
	r0, r1 := build(2), build(3)
	println(r0.code, r0.msg, r1.code, r1.msg)
	println(shadowed())
	x, y := swap(1, 2)
	println(x, y)
}
