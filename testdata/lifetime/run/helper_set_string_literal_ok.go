// Attack shape: a helper stores a string through a pointer to a global, but the string is a
// constant.
// SAFE: string literals are static data.
package main

var g string

func put(dst *string, s string) { *dst = s }

func f() { put(&g, "constant text") }

func main() {
	f()
	println(g, len(g))
}
