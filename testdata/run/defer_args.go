// A deferred call's function value, receiver and arguments are evaluated when the defer
// statement runs; the call happens later. Variadic arguments are packed then too, and a
// function value assigned afterwards does not change the deferred call.
package main

type acc struct{ v int }

func (a acc) show(label string) { println(label, a.v) }
func (a *acc) showPtr()         { println("ptr", a.v) }

func sum(label string, xs ...int) {
	t := 0
	for _, x := range xs {
		t += x
	}
	println(label, t)
}

func next(n *int) int {
	*n++
	println("evaluated", *n)
	return *n
}

func main() {
	x := 1
	defer println("x was", x)
	x = 2

	a := acc{10}
	defer a.show("value receiver")
	defer a.showPtr()
	a.v = 20

	f := func(s string) { println("first f", s) }
	defer f("called")
	f = func(s string) { println("second f", s) }
	f("now")

	n := 0
	defer sum("sum", next(&n), next(&n), next(&n))
	println("after defer", n)

	arr := [3]int{1, 2, 3}
	defer println("array", arr[0], arr[1], arr[2])
	arr[0] = 100

	s := "before"
	defer println(s, len(s))
	s = "after"
	println("main ends", x, a.v, s)
}
