// Go's standard library is not part of So (a deliberate difference: Go builds this).
package main

import "strings"

func main() {
	println(strings.ToUpper("so"))
}
