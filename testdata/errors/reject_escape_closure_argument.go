// REJECT: escaping value: a closure keeps its argument in a captured variable [argument|outlive]
// Valid Go that So rejects (language.md section 3, "closures stay in their frame"): the literal
// stores what its caller passed it in a variable of the enclosing function; the caller's memory
// (here the frame of visit) may not live as long as that variable.
package main

func visit(f func(s string)) {
	word := string([]byte{'g', 'o'})
	f(word)
}

func main() {
	last := ""
	visit(func(s string) { last = s })
	println(last)
}
