// REJECT: escaping value: function literal stored through a pointer parameter [function literal|outlive]
// Valid Go that So rejects (language.md section 3, "closures stay in their frame"): a function
// literal is stored in a struct the caller owns, reached through a pointer parameter.
package main

type button struct {
	label   string
	onClick func() string
}

func wire(b *button, greeting string) {
	b.onClick = func() string { return greeting }
}

func main() {
	b := button{label: "ok"}
	wire(&b, "hello")
	println(b.onClick())
}
