package two

// F is in package two.
func F() {}
