package lib

// F does nothing.
func F() {}
