// Attack: a struct holding &local is returned by value, and its caller stores the struct in a
// global.
// UNSAFE: hold.p points into make's memory, which ends up owned by f's frame.
package main

type Hold struct{ p *int }

func mk() Hold {
	v := 66
	return Hold{p: &v}
}

var hold Hold

func f() { hold = mk() }

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = -1
	}
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return x[0] + y[0]
}

func main() {
	f()
	clobber()
	println(*hold.p)
}
