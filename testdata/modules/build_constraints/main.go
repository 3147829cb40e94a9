// Build constraints select the files of a package as go build does: //go:build lines, a
// legacy +build line, _linux/_windows file names, _test.go files, files starting with _ or
// ., and the solod tag (Go compiles the !solod file, solod the solod one; both define the
// same function).
package main

import "example.com/bc/plat"

func main() {
	println(plat.OS(), plat.Bits(), plat.Tagged(), plat.Legacy(), plat.Impl(), plat.Compiler())
	println(plat.Release())
}
