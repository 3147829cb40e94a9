package plat

func archBits() int { return 32 }
