// REJECT: interface type any [interface|any]
// Valid Go that So rejects in this issue: the predeclared interface type any.
package main

func main() {
	var v any = 3
	println(v != nil)
}
