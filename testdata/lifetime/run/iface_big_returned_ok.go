// Attack shape: a function returns a big struct as `any`.
// SAFE: the returned box lives in the caller's frame.
package main

type Big struct{ a, b, c, d, e int }

func mk(n int) any { return Big{n, n, n, n, n * 2} }

func main() {
	x := mk(3)
	println(x.(Big).e)
}
