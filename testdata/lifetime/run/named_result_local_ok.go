// Attack shape: a named result set to &local and returned with a bare return.
// SAFE: the returned pointer lives in the caller's frame.
package main

func mk(n int) (p *int) {
	v := n * 3
	p = &v
	return
}

func main() {
	a := mk(2)
	b := mk(3)
	println(*a, *b)
}
