// A chain of imports five packages deep: each level's package variables and init functions
// run after those of the level it imports, and each package is initialized once.
package main

import (
	"example.com/deep/l1"
	"example.com/deep/l1/l2/l3"
)

func main() {
	println("main", l1.Depth(), l1.Name)
	println(l3.Depth())
}
