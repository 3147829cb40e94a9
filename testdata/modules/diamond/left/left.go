// Package left makes items.
package left

import "example.com/diamond/base"

func init() {
	println("init left", base.Inits)
}

// Make makes an item and records it.
func Make(id int) base.Item {
	it := base.Item{ID: id, Tag: "left"}
	base.See(it)
	return it
}
