// Package l1 is level 1 of the chain.
package l1

import "example.com/deep/l1/l2"

// Name lists the levels from here down.
var Name = "l1>" + l2.Name

func init() {
	println("init l1", Name)
}

// Depth is how many levels are below and including this one.
func Depth() int { return l2.Depth() + 1 }
