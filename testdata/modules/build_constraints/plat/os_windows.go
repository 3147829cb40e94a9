package plat

func osName() string { return "windows" }

// Windows only exists on Windows.
func Windows() bool { return true }
