// REJECT: escaping value: a closure stores a captured slice of a local array in a global [captured|outlive]
// Valid Go that So rejects (language.md section 3): the literal keeps the value of a variable
// of fill, a slice of fill's array, in a package-level variable, so the array would be read
// after fill returns. The same literal storing a slice of a package-level array is fine.
package main

var g []int

func fill() {
	var arr [4]int
	buf := arr[:]
	set := func() { g = buf }
	set()
	buf[0] = 7
}

func main() {
	fill()
	println(g[0])
}
