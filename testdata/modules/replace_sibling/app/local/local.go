// Package local is the app's own.
package local

import "example.com/lib/strs"

// Greeting is computed from the library.
var Greeting = strs.Len("hi")
