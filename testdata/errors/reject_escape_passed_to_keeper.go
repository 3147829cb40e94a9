// REJECT: escaping value: passed to a function that keeps it in a package-level variable [passed to a function|outlive]
// Valid Go that So rejects (language.md section 3): a function that stores its argument in a
// package-level variable keeps it past the caller's frame, so passing it a slice made in the
// frame is an escape, reported at the argument; so is passing it through another function.
// (main's own frame lives until the program ends, so the calls are in a helper.)
package main

var last []int

func remember(s []int) { last = s }

func relay(s []int) { remember(s) }

func fill() {
	remember(make([]int, 3))
	relay([]int{1, 2})
}

func main() {
	fill()
	println(len(last))
}
