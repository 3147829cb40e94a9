// REJECT: map made without a capacity [capacity]
// Deliberate difference (language.md section 3, "built-in maps have a fixed capacity"):
// make(map[K]V) without a capacity is valid Go, but So requires the capacity; it must reject
// the call with a diagnostic about the missing capacity and a help line (give one, or use
// so/maps for a growable map). Go prints 2 1.
package main

func main() {
	m := make(map[string]int)
	m["a"]++
	m["b"] = 1
	println(len(m), m["a"])
}
