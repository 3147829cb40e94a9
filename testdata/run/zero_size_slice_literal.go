// Regression: slice literals and append with elements of size zero (the C once divided by
// the element size to count them).
package main

type E struct{}

func main() {
	s := []E{}
	t := []E{{}, {}, {}}
	var z [0]int
	u := [][0]int{z, z}
	println(len(s), cap(s), len(t), cap(t), len(u))
	t = append(t[:1], E{})
	println(len(t), cap(t), s == nil, t[0] == E{})
	w := make([]struct{}, 5, 10)
	w = append(w, struct{}{}, struct{}{})
	println(len(w), cap(w))
}
