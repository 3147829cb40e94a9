// A package of a module that is neither this module nor replaced by a local directory.
package main

import "github.com/someone/other"

func main() { other.F() }
