// Attack: so/maps Map.Set(string(b), n) from a helper on the caller's map: the key is made from
// the helper's bytes.
// UNSAFE: main's map keeps a key whose bytes are add's frame.
package main

import (
	"solod.dev/so/maps"
	"solod.dev/so/mem"
)

func add(m *maps.Map[string, int], n int) {
	b := []byte{'n', 'a', 'm', 'e', byte('0' + n)}
	m.Set(string(b), n)
}

func clobber() int {
	x := make([]int, 512)
	for i := range x {
		x[i] = 0x48484848
	}
	var y [64]int
	for i := range y {
		y[i] = 0x48484848
	}
	return x[0] + y[0]
}

func main() {
	m := maps.New[string, int](mem.System, 4)
	add(&m, 1)
	clobber()
	it := m.Iter()
	for it.Next() {
		println(it.Key(), it.Value())
	}
	m.Free()
}
