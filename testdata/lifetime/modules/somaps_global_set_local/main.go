// Attack: a package-level so/maps Map gets &v of f.
// UNSAFE: the map (allocator memory, alive for the program) holds f's dead address.
package main

import (
	"solod.dev/so/maps"
	"solod.dev/so/mem"
)

var reg maps.Map[int, *int]

func f() {
	v := 85
	reg.Set(1, &v)
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
	reg = maps.New[int, *int](mem.System, 4)
	f()
	clobber()
	println(*reg.Get(1))
}
