// Package lib is imported by two files of main.
package lib

// One is one.
func One() int { return 1 }
