// Attack shape: one literal appends addresses of the helper's locals to a local slice; a
// second literal that captured the first calls it in a loop; the helper sums through the
// slice before it returns.
// SAFE: every address stays in the helper's frame and is read before the helper returns.
package main

func sum(n int) int {
	var vals [4]int
	ptrs := make([]*int, 0, 4)
	add := func(i int) {
		vals[i] = i * n
		ptrs = append(ptrs, &vals[i])
	}
	each := func() {
		for i := range 4 {
			add(i)
		}
	}
	each()
	total := 0
	for _, p := range ptrs {
		total += *p
	}
	return total
}

func main() { println(sum(3), sum(10)) }
