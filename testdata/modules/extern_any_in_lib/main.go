// A package other than main that receives an any from C (conc.Thread.Wait's result, an
// unsafe.Pointer in an any) declares the type descriptor the main package defines (its C
// used the descriptor undeclared).
package main

import "example.com/externany/lib"

func main() {
	println(lib.Run())
}
