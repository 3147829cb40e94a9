// REJECT: escaping value: function literal stored in a global [function literal|outlive]
// Valid Go that So rejects (language.md section 3, "closures stay in their frame"): a function
// literal is stored in a package-level variable, which outlives the frame that made it.
package main

var onExit func()

func setup(name string) {
	onExit = func() { println("bye", name) }
}

func main() {
	setup("so")
	onExit()
}
