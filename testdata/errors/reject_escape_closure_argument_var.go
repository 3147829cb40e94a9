// REJECT: escaping value: a closure in a variable keeps its argument [argument|outlive]
// Valid Go that So rejects (language.md section 3): a literal that keeps its arguments in the
// enclosing function's variables must be passed straight to the function that calls it; kept
// in a variable first, it could be called from anywhere, with memory of any frame.
package main

func words(s string, yield func(string)) {
	yield(s[:2])
}

func main() {
	first := ""
	keep := func(w string) { first = w }
	words("gopher", keep)
	println(first)
}
