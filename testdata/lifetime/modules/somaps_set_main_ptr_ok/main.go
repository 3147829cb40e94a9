// Attack shape: main sets &v of its own locals in its own so/maps Map.
// SAFE: map handle and pointees all belong to main.
package main

import (
	"solod.dev/so/maps"
	"solod.dev/so/mem"
)

func main() {
	m := maps.New[string, *int](mem.System, 4)
	x, y := 1, 2
	m.Set("x", &x)
	m.Set("y", &y)
	x = 10
	println(*m.Get("x"), *m.Get("y"))
	m.Free()
}
