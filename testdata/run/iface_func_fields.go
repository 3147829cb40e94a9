// Structs holding func values stored in interface values: a func value is 16 bytes in C (a
// function and an environment), so a struct of a func and two ints (32 bytes) is boxed, not
// copied into the interface value's 24 inline bytes.
package main

type op struct {
	f    func(int) int
	a, b int
}

type small struct {
	f func(int) int
	n int
}

func double(x int) int { return 2 * x }

func apply(v any) int {
	switch o := v.(type) {
	case op:
		return o.f(o.a) + o.b
	case small:
		return o.f(o.n)
	}
	return -1
}

func main() {
	k := 10
	add := func(x int) int { return x + k }
	var vs [3]any
	vs[0] = op{double, 2, 3}
	vs[1] = small{add, 5}
	vs[2] = op{add, 1, 1}
	for _, v := range vs {
		println(apply(v))
	}
	o := vs[0].(op)
	println(o.f(21), o.a, o.b)
}
