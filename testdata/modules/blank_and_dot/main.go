// A blank import runs the package's initialization (here it registers a name in another
// package); a dot import brings the exported names into the file.
package main

import (
	_ "example.com/bd/plugin"
	"example.com/bd/registry"

	. "example.com/bd/mathx"
)

func main() {
	println(registry.Names[0], registry.N)
	v := Vec{X: -3, Y: 4}
	println(Abs(v.X), v.Norm1(), Scale)
	var w Vec = Double(v)
	println(w.X, w.Y)
}
