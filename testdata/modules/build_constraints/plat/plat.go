// Package plat has a file per platform.
package plat

// OS names the operating system the program was built for.
func OS() string { return osName() }

// Bits is the word size.
func Bits() int { return archBits() }
