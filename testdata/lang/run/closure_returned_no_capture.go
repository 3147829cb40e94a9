// A function literal that captures nothing, returned: it was a deliberate difference (an
// escape) until a value a function returns lived in its caller's frame (language.md section
// 3); now it works as in Go.
package main

func comparator(desc bool) func(a, b int) bool {
	if desc {
		return func(a, b int) bool { return a > b }
	}
	return func(a, b int) bool { return a < b }
}

func main() {
	less := comparator(false)
	println(less(1, 2))
}
