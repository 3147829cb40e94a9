// An import cycle: a imports b, which imports a.
package main

import "example.com/cyc/a"

func main() { a.F() }
