// Attack: so/maps Map.Set(k, &v) from a helper, on the caller's map.
// UNSAFE: main's map holds &v of put.
package main

import (
	"solod.dev/so/maps"
	"solod.dev/so/mem"
)

func put(m *maps.Map[string, *int]) {
	v := 84
	m.Set("v", &v)
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = -1
	}
	var y [64]int
	for i := range y {
		y[i] = -1
	}
	return x[0] + y[0]
}

func main() {
	m := maps.New[string, *int](mem.System, 4)
	put(&m)
	clobber()
	println(*m.Get("v"))
	m.Free()
}
