// Import aliases: a package imported under another name, the same package under two names
// in two files, and a local name that shadows an import name inside a function.
package main

import (
	g "example.com/aliases/geometry"
	"example.com/aliases/units"
)

func main() {
	c := g.Circle{R: 2}
	println(c.Area(), units.Meters(3))
	other()
	shadow()
}
