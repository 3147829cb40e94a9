// Attack shape: *choose(&a, &b, c) = &v, with a, b, v all main's locals.
// SAFE: every target is main's.
package main

func choose(a, b **int, first bool) **int {
	if first {
		return a
	}
	return b
}

func main() {
	var a, b *int
	v := 57
	*choose(&a, &b, false) = &v
	println(a == nil, *b)
}
