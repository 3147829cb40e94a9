// A module replaced by a sibling directory: example.com/lib and its subpackage come from
// ../lib, which is a module of its own (checked with its own go line).
package main

import (
	"example.com/app/local"
	"example.com/lib"
	"example.com/lib/strs"
)

func main() {
	println(lib.Version, lib.Twice(21), strs.Len("héllo"), local.Greeting)
}
