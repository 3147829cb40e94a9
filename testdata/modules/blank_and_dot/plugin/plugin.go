// Package plugin registers itself when it is initialized.
package plugin

import "example.com/bd/registry"

func init() {
	println("plugin init")
	registry.Register("plugin")
}
