// PANIC: map: out of capacity
// Deliberate difference (language.md section 3): make(map[K]V, 0) gives a map that can be
// read, ranged over, cleared and deleted from, but holds no key: the first insertion panics
// in So with "panic: map: out of capacity". Go prints "0 false" then "1" and exits 0.
package main

func main() {
	m := make(map[int]bool, 0)
	v, ok := m[1]
	delete(m, 1)
	clear(m)
	for k := range m {
		println("never", k)
	}
	println(len(m), v || ok)
	m[1] = true
	println(len(m))
}
