// REJECT: escaping value: function literal returned [escape|outlive|frame]
// Deliberate difference (language.md sections 3 and 5): even a function literal that
// captures nothing is a closure living in its frame, so returning it is rejected with the
// escape diagnostic (the help line suggests a top-level function). Go prints true.
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
