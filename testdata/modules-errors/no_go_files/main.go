// A package whose files are all excluded by build constraints.
package main

import "example.com/ng/win"

func main() { win.F() }
