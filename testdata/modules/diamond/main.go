// A diamond: left and right both import base, which is initialized once; a base type made
// by left is passed to right.
package main

import (
	"example.com/diamond/base"
	"example.com/diamond/left"
	"example.com/diamond/right"
)

func main() {
	it := left.Make(5)
	right.Take(it)
	right.Take(base.Item{ID: 9, Tag: "main"})
	println("count", base.Count, "inits", base.Inits)
}
