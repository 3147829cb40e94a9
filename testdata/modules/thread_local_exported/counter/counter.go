// Package counter keeps a count per thread in an exported thread-local variable.
package counter

// State is what each thread counts.
type State struct {
	N    int
	Last string
}

// Current is the running thread's State.
//
//so:thread_local
var Current State

// Bump counts s in the running thread's State.
func Bump(s string) {
	Current.N++
	Current.Last = s
}
