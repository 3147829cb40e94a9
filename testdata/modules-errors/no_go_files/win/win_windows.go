package win

// F is for Windows.
func F() {}
