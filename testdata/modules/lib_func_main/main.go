// A library package may declare a function named main: only package main's main starts the
// program (solod used to take any package's main for the C entry point, and linked two).
package main

import "example.com/libmain/util"

func main() {
	println(util.Twice(21))
}
