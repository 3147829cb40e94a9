package plat

func osName() string { return "linux" }
