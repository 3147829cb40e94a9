// Deferred calls in a recursive function: each call has its own, run in reverse order of
// the calls as the recursion unwinds; a deferred closure updates the caller's variable.
package main

func countdown(n int, depth *int) {
	defer println("unwind", n)
	if n == 0 {
		println("bottom")
		return
	}
	defer func() { *depth++ }()
	countdown(n-1, depth)
}

func fact(n int) (r int) {
	defer func() {
		if n > 1 {
			r *= n
		}
	}()
	if n <= 1 {
		return 1
	}
	return fact(n - 1)
}

func main() {
	d := 0
	countdown(3, &d)
	println("depth", d)
	println(fact(5), fact(10))
}
