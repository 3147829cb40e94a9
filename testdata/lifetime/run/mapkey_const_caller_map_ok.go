// Attack shape: a helper inserts constant keys and int values into the caller's map.
// SAFE: constants and ints refer to no frame memory.
package main

func add(m map[string]int) {
	m["one"] = 1
	m["two"] = 2
}

func main() {
	m := make(map[string]int, 4)
	add(m)
	println(m["one"], m["two"], len(m))
}
