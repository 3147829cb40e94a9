// Tests slices whose elements take no memory: literals, make, append, range and indexing.
package main

type empty struct{}

type nothing struct {
	a [0]int
	e empty
}

func main() {
	s := make([]empty, 0, 4)
	s = append(s, empty{}, empty{})
	t := []struct{}{{}, {}, {}}
	u := []empty{5: {}}
	v := []nothing{{}, {}}
	n := 0
	for _, e := range s {
		_ = e
		n++
	}
	println(len(s), cap(s), len(t), len(u), len(v), n, s[1] == empty{})
}
