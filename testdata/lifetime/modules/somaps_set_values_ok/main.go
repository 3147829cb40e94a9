// Attack shape: a helper sets constant keys and int values in the caller's so/maps Map.
// SAFE: no frame memory is stored.
package main

import (
	"solod.dev/so/maps"
	"solod.dev/so/mem"
)

func fill(m *maps.Map[string, int]) {
	m.Set("a", 1)
	m.Set("b", 2)
}

func main() {
	m := maps.New[string, int](mem.System, 4)
	fill(&m)
	println(m.Get("a"), m.Get("b"), m.Len())
	m.Free()
}
