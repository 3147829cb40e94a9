// Attack shape: m[string(b)] used only for a lookup in the caller's map.
// SAFE: a lookup stores nothing.
package main

func has(m map[string]int, b []byte) int { return m[string(b)] }

func main() {
	m := map[string]int{"hi": 3}
	b := []byte{'h', 'i'}
	println(has(m, b))
}
