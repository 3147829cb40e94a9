// Attack shape: a helper returns one of the pointers it was given; the caller keeps it locally.
// SAFE: the pointer comes back into the frame that owns the pointee.
package main

func pick(a, b *int, first bool) *int {
	if first {
		return a
	}
	return b
}

func main() {
	x, y := 10, 20
	p := pick(&x, &y, false)
	*p += 1
	println(x, y, *p)
}
