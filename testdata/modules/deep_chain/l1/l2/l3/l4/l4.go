// Package l4 is level 4 of the chain.
package l4

import "example.com/deep/l1/l2/l3/l4/l5"

// Name lists the levels from here down.
var Name = "l4>" + l5.Name

func init() {
	println("init l4", Name)
}

// Depth is how many levels are below and including this one.
func Depth() int { return l5.Depth() + 1 }
