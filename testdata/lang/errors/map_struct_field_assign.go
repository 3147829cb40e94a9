// ERROR: 11:2: cannot assign to struct field m["a"].count in map; 12:2: cannot assign to struct field m["a"].count in map
// Static error: a field of a struct stored in a map is not addressable, so it cannot be
// assigned or incremented in place.
package main

type Stats struct{ count int }

func main() {
	m := make(map[string]Stats, 2)
	m["a"] = Stats{}
	m["a"].count = 1
	m["a"].count++
	println(m["a"].count)
}
