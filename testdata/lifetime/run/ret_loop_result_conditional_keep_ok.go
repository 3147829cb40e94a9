// Attack shape: a result kept only on the first iteration, in a variable declared outside the
// loop; later iterations make more results.
// SAFE: Go keeps the first; So must not give its memory back at the end of the iteration.
package main

func mk(n int) *int {
	v := n
	return &v
}

func main() {
	var keep *int
	for i := 0; i < 4; i++ {
		p := mk(i + 100)
		if i == 0 {
			keep = p
		}
		println(*p)
	}
	println(*keep)
}
