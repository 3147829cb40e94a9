package three

// G is in package three.
func G() {}
