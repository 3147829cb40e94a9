// ERROR: 11:14: cannot use "two" (untyped string constant) as int value in variable declaration
// An import of Go's standard library is reported, and the rest of the file is still checked:
// the other error is reported too, and the import's names cause no follow-on errors.
package main

import (
	"strings"
)

func main() {
	var n int = "two"
	println(strings.ToUpper("so"), n)
}
