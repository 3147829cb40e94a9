// REJECT: import [import]
// Valid Go that So rejects: importing a package of Go's standard library.
package main

import "strings"

func main() {
	println(strings.ToUpper("abc"))
}
