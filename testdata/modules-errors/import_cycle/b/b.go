package b

import "example.com/cyc/a"

// G calls a.
func G() { a.F() }
