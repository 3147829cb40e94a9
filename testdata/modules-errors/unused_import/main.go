// Imports that are never used, with and without an alias.
package main

import (
	"example.com/ui/lib"
	l "example.com/ui/lib"
)

func main() {}
