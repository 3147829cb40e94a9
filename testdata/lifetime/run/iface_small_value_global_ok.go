// Attack shape: a small value (an int, a two-int struct) boxed into a package-level `any`.
// SAFE: values up to 24 bytes are stored inline in the interface (README), no frame memory.
package main

type Small struct{ a, b int }

var sink1, sink2 any

func f(n int) {
	sink1 = n * 2
	sink2 = Small{n, n + 1}
}

func main() {
	f(4)
	println(sink1.(int), sink2.(Small).b)
}
