// Attack shape: a struct holding &local returned up to main.
// SAFE: the result lives in main's frame.
package main

type Hold struct{ p *int }

func mk(n int) Hold {
	v := n
	return Hold{p: &v}
}

func main() {
	h := mk(66)
	k := mk(67)
	println(*h.p, *k.p)
}
