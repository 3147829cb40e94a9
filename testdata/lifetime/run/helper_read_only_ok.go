// Attack shape: &local passed to helpers that only read through it (sum, max).
// SAFE: the helpers keep nothing.
package main

func sum(p *[4]int) int {
	s := 0
	for _, x := range p {
		s += x
	}
	return s
}

func biggest(a, b *int) int { return max(*a, *b) }

func main() {
	arr := [4]int{1, 2, 3, 4}
	x, y := 9, 3
	println(sum(&arr), biggest(&x, &y))
}
