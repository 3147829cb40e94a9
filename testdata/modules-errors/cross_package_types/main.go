// Type errors name another package's types as Go does (lib.Point).
package main

import "example.com/cpt/lib"

func main() {
	var p lib.Point = 3
	var q int = lib.Origin
	println(p.X, q)
}
