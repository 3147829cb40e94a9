// ERROR: 16:2: cannot assign to struct field m["a"].count in map; 17:2: cannot assign to struct field m["a"].count in map; 18:2: cannot assign to m["a"].inner.n (neither addressable nor a map index expression); 20:2: cannot assign to grid[0][1] (neither addressable nor a map index expression); 21:8: invalid operation: cannot take address of m["a"] (map index expression of struct type Stats); 22:9: cannot call pointer method Bump on Stats
// A map element is not addressable: its fields cannot be assigned or incremented in place,
// nor its array elements assigned, nor its address taken, nor a pointer method called on it.
package main

type Stats struct {
	count int
	inner struct{ n int }
}

func (s *Stats) Bump() { s.count++ }

func main() {
	m := make(map[string]Stats, 2)
	m["a"] = Stats{}
	m["a"].count = 1
	m["a"].count++
	m["a"].inner.n += 2
	grid := make(map[int][2]int, 1)
	grid[0][1] = 5
	p := &m["a"]
	m["a"].Bump()
	println(m["a"].count, p)
}
