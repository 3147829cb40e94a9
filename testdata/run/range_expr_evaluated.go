// Tests when a range expression over an array or a pointer to one is evaluated: with one
// iteration variable and no calls Go leaves it unevaluated (a nil pointer or an index out of
// range there does not panic), but calls in it run (`range gp()`, `range arr[f()]`,
// `range [2]int{f()}`, `range *gp()`), `for i, _ :=` evaluates it, `range *p` with a value
// ranges over a copy, and len and cap of a call's nil *[N]T call it and give N.
package main

var calls int

func gp() *[3]int {
	calls++
	println("gp called")
	return nil
}

var backing = [3]int{7, 8, 9}

func gpOK() *[3]int {
	calls++
	println("gpOK called")
	return &backing
}

func f() int {
	calls++
	println("f called")
	return 1
}

func main() {
	arr := [2][3]int{{1, 2, 3}, {4, 5, 6}}
	for i := range arr[f()] {
		print(i, " ")
	}
	println()
	for i := range [2]int{f()} {
		print(i, " ")
	}
	println()
	for i := range gp() {
		print(i, " ")
	}
	println()
	for i := range *gpOK() {
		print(i, " ")
	}
	println()
	for i, v := range *gpOK() {
		print(i, ":", v, " ")
	}
	println()
	println("len", len(gp()), "cap", cap(gp()))
	println("calls", calls)

	k := 5
	for i := range arr[k] {
		print(i, " ")
	}
	println("(index not evaluated)")

	var q *[3]int
	for i := range *q {
		print(i, " ")
	}
	println("(nil not dereferenced)")
	for i, _ := range q {
		print(i, " ")
	}
	println("(pointer evaluated, nothing read through it)")

	p := &[3]int{1, 2, 3}
	for i, v := range *p {
		if i == 0 {
			p[2] = 100
		}
		print(v, " ")
	}
	println("(a copy)", p[2])
	for i, v := range p {
		if i == 0 {
			p[2] = 200
		}
		print(v, " ")
	}
	println("(through the pointer)")
}
