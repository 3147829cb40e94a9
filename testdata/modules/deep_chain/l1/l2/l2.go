// Package l2 is level 2 of the chain.
package l2

import "example.com/deep/l1/l2/l3"

// Name lists the levels from here down.
var Name = "l2>" + l3.Name

func init() {
	println("init l2", Name)
}

// Depth is how many levels are below and including this one.
func Depth() int { return l3.Depth() + 1 }
