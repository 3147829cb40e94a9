package a

import "example.com/cyc/b"

// F calls b.
func F() { b.G() }
