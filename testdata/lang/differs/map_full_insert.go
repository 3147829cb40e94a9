// PANIC: map: out of capacity
// Deliberate difference (language.md section 3): a map made with make(map[K]V, 3) holds at
// most three keys. Updating existing keys and re-inserting after a delete are fine; the
// fourth distinct live key panics in So with "panic: map: out of capacity" (exit status 2)
// where Go grows the map, prints "4 4" and exits 0.
package main

func main() {
	m := make(map[string]int, 3)
	m["a"] = 1
	m["b"] = 2
	m["c"] = 3
	m["a"] += 10
	delete(m, "b")
	m["d"] = 4
	println("full", len(m), m["a"])
	m["e"] = 5
	println(len(m), m["e"]-1)
}
