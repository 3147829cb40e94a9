// The zero so/maps.Map reads as empty, and Set on it panics: Maps are made with maps.New.
package main

import "solod.dev/so/maps"

type registry struct {
	byName maps.Map[string, int]
}

func main() {
	var r registry
	println(r.byName.Len(), r.byName.Get("x"), r.byName.Has("x"))
	r.byName.Set("x", 1)
	println("unreachable")
}
