// REJECT: go:linkname [linkname]
// Valid Go that So rejects: //go:linkname names a symbol of Go's linker, which So's C lacks.
package main

import _ "unsafe"

//go:linkname nanotime runtime.nanotime
func nanotime() int64

func main() {
	println(nanotime() > 0)
}
