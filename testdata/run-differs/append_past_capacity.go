// Deliberate difference (language.md section 3, "append does not grow"): appending past the
// capacity panics with "append: out of capacity" in So, where Go would reallocate, print the
// new length and capacity and exit 0. Expected output written by hand for that reason.
package main

func main() {
	s := make([]int, 2, 3)
	s = append(s, 1) // fits: len 3, cap 3
	s = append(s, 2) // past capacity: So panics here
	println(len(s), cap(s))
}
