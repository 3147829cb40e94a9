// PANIC: map: out of capacity
// Deliberate difference (language.md section 3): a map literal's capacity is set by the
// literal, here its two entries, so inserting a third key with m[k]++ panics in So with
// "panic: map: out of capacity"; reading a missing key and updating present keys do not.
// Go grows the map, prints "3 1" and exits 0.
package main

func main() {
	seen := map[string]int{"go": 1, "so": 1}
	seen["go"]++
	println(seen["c"], seen["go"], len(seen))
	seen["c"]++
	println(len(seen), seen["c"])
}
