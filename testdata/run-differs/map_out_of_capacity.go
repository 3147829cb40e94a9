// Deliberate difference (language.md section 3, "built-in maps have a fixed capacity"): a map
// holds at most the capacity given to make. Updating present keys, compound assignment on
// them, and inserting after a delete or a clear are fine; inserting a new key into a full map
// panics with "map: out of capacity" in So, where Go would grow the map, print "4 4" and
// exit 0. Expected output written by hand for that reason.
package main

func main() {
	m := make(map[string]int, 3)
	m["a"] = 1
	m["b"] = 2
	m["c"] = 3
	m["a"] += 10
	m["b"]++
	delete(m, "c")
	m["d"] = 4
	println(len(m), m["a"], m["b"], m["d"])
	clear(m)
	m["x"], m["y"], m["z"] = 1, 2, 3
	println(len(m))
	m["w"] = 4 // a fourth key: So panics here
	println(len(m), m["w"])
}
