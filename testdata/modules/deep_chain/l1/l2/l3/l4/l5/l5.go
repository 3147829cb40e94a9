// Package l5 is the bottom of the chain.
package l5

// Name is the bottom's name.
var Name = "l5"

func init() {
	println("init l5")
}

// Depth of the bottom level.
func Depth() int { return 1 }
