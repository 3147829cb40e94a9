// Package b has no test files.
package b

func B() int { return 2 }
