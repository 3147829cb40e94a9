// REJECT: import [import]
// Valid Go that So rejects in this issue: importing a package (here the standard library).
package main

import "strings"

func main() {
	println(strings.ToUpper("abc"))
}
