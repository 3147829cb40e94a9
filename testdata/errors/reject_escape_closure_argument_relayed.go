// REJECT: escaping value: a closure keeps its argument, and is passed on [argument|outlive]
// Valid Go that So rejects (language.md section 3): a literal may keep its arguments in the
// enclosing function's variables only when it is passed straight to a function that calls it
// with nothing but its own arguments' memory. Here relay passes the literal on to visit, which
// calls it with memory of visit's frame: So cannot follow the literal further, so it is refused.
package main

func visit(s string, f func(string)) {
	f(s + "!")
}

func relay(s string, f func(string)) {
	visit(s, f)
}

func main() {
	last := ""
	relay("go", func(s string) { last = s })
	println(last)
}
