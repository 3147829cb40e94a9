// Package lib is dot-imported by one file of main.
package lib

// Hello is used unqualified where lib is dot-imported.
func Hello() int { return 1 }
