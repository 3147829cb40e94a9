// A directory whose files declare two package names.
package main

import "example.com/tn/two"

func main() { two.F() }
