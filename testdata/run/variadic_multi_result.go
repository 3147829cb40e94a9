// Tests a call with several results as the only argument of a variadic function, method or
// function value: the results fill the fixed parameters, the rest go into the slice.
package main

type acc struct{ total int }

func (a *acc) add(label string, xs ...int) int {
	for _, x := range xs {
		a.total += x
	}
	println(label, len(xs), a.total)
	return a.total
}

func pair() (int, int)            { return 3, 4 }
func triple() (int, int, int)     { return 1, 2, 3 }
func labeled() (string, int, int) { return "lab", 10, 20 }
func only() string                { return "only" }

func sum(xs ...int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func main() {
	println(sum(pair()))
	println(sum(pair()) + sum(triple()))
	sum(pair())
	f := sum
	println(f(triple()))
	fs := [1]func(...int) int{sum}
	println(fs[0](pair()) * 2)
	a := acc{}
	a.add(labeled())
	a.add(only())
	println(a.add(labeled()) + sum(pair()))
}
