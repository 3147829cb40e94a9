// Attack shape: &local returned through three layers up to main.
// SAFE: a returned value lives in its caller's frame; main keeps it.
package main

func a(n int) *int {
	v := n
	return &v
}

func b(n int) *int { return a(n * 2) }

func c(n int) *int { return b(n + 1) }

func main() {
	p := c(4)
	q := c(5)
	println(*p, *q)
}
