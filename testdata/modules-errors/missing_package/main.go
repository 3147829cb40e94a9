// Importing a package of the module that does not exist.
package main

import "example.com/mp/nothere"

func main() { nothere.F() }
