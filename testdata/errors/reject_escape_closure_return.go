// REJECT: escaping value: function literal returned [function literal|outlive]
// Valid Go that So rejects (language.md section 3, "closures stay in their frame"): a function
// literal capturing a local is returned, so it would outlive the frame that made it.
package main

func counter() func() int {
	n := 0
	return func() int {
		n++
		return n
	}
}

func main() {
	next := counter()
	println(next(), next())
}
