// Package l3 is level 3 of the chain.
package l3

import "example.com/deep/l1/l2/l3/l4"

// Name lists the levels from here down.
var Name = "l3>" + l4.Name

func init() {
	println("init l3", Name)
}

// Depth is how many levels are below and including this one.
func Depth() int { return l4.Depth() + 1 }
