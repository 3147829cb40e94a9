// REJECT: escaping value: a function's result stored where it outlives the frame that keeps it [outlive]
// Valid Go that So rejects (language.md section 3): a string a function builds and returns lives
// in its caller's frame, so storing it in a package-level variable, or in memory the caller of
// the caller owns, would let it outlive that frame. Each store is reported.
package main

var last string

func label(n int) string { return "item " + string(rune('0'+n)) }

func keep(dst *string, n int) { *dst = label(n) }

func main() {
	last = label(1)
	var s string
	keep(&s, 2)
	println(last, s)
}
