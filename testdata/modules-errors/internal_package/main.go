// An internal package imported from outside the tree of its parent directory.
package main

import "example.com/ip/b"

func main() { println(b.F()) }
