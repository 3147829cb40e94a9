// Tests the basic operations of built-in maps: make with a capacity, insertion, overwriting,
// reading a missing key (the zero value), len, delete of present and missing keys, clear, and
// the comma-ok forms (:=, =, var, in an if statement, with blank targets).
package main

func main() {
	m := make(map[string]int, 8)
	m["one"] = 1
	m["two"] = 2
	m["three"] = 3
	m["two"] = 22
	println(len(m), m["one"], m["two"], m["three"], m["four"])

	v, ok := m["two"]
	println(v, ok)
	v, ok = m["four"]
	println(v, ok)
	var w, found = m["three"]
	println(w, found)
	if x, ok := m["one"]; ok {
		println("found one", x)
	}
	if _, ok := m["nine"]; !ok {
		println("no nine")
	}
	_, present := m["three"]
	n, _ := m["two"]
	println(present, n)

	delete(m, "two")
	delete(m, "missing")
	_, ok = m["two"]
	println(len(m), ok)

	lit := map[int]string{1: "a", 2: "b", 3: "c"}
	println(len(lit), lit[1]+lit[2]+lit[3], lit[4] == "")
	lit[2] = "B"
	delete(lit, 1)
	println(len(lit), lit[2], lit[3])

	clear(m)
	println(len(m), m["one"])
	m["again"] = 7
	println(len(m), m["again"])

	empty := map[string]bool{}
	println(len(empty), empty["x"])

	// A map value refers to the same entries: assigning it does not copy.
	alias := m
	alias["shared"] = 9
	println(len(m), m["shared"])
}
