// Attack shape: results made in a loop are stored by a helper into an array declared outside
// the loop (the store is hidden in the helper).
// SAFE: in Go every result stays alive; So must keep them (or reject: a false rejection).
package main

func mk(n int) *int {
	v := n
	return &v
}

func put(dst *[3]*int, i int, p *int) { dst[i] = p }

func main() {
	var keep [3]*int
	for i := 0; i < 3; i++ {
		put(&keep, i, mk(i*7))
	}
	println(*keep[0], *keep[1], *keep[2])
}
