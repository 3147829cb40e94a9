package plat

func archBits() int { return 64 }
