// Package alpha imports nothing.
package alpha

// A is set by init.
var A = 1

func init() {
	A = 10
	println("init alpha")
}
