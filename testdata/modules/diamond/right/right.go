// Package right takes items.
package right

import "example.com/diamond/base"

func init() {
	println("init right", base.Inits)
}

// Take records an item again.
func Take(it base.Item) {
	it.Tag = "right:" + it.Tag
	base.See(it)
}
