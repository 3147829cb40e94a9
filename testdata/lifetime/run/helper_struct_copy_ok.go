// Attack shape: a helper copies a struct without pointers from a local into a global.
// SAFE: the copy holds only values.
package main

type Point struct{ X, Y int }

var g Point

func put(dst *Point, src *Point) { *dst = *src }

func f() {
	p := Point{3, 4}
	put(&g, &p)
}

func main() {
	f()
	println(g.X, g.Y)
}
