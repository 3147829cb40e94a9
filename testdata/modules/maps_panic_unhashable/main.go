// so/maps.Map with interface keys panics, as a built-in map does, when a key's dynamic type
// cannot be hashed.
package main

import "solod.dev/so/maps"

func main() {
	m := maps.New[any, int](nil, 0)
	defer m.Free()
	m.Set("ok", 1)
	println(m.Get("ok"))
	m.Set([]int{1}, 2)
	println("unreachable")
}
