// Tests nil maps: the zero value of a map variable, field or element is nil; reading, len,
// comma-ok, range, delete and clear work on it; it compares equal to nil; println prints it as
// 0x0; a map assigned nil becomes nil; functions receive and return nil maps.
package main

type Index struct {
	name  string
	words map[string]int
}

func count(m map[string]int) int {
	n := 0
	for range m {
		n++
	}
	return n + len(m)
}

func pick(ok bool, m map[string]int) map[string]int {
	if ok {
		return m
	}
	return nil
}

func main() {
	var m map[string]int
	println(m == nil, m != nil, len(m), m["x"])
	v, ok := m["x"]
	println(v, ok)
	delete(m, "x")
	clear(m)
	for k, v := range m {
		println("never", k, v)
	}
	println(m)

	var idx Index
	println(idx.words == nil, idx.words["a"], len(idx.words))
	var many [3]map[int]bool
	println(many[1] == nil, many[2][5])
	ms := make([]map[string]int, 2)
	println(ms[0] == nil, count(ms[1]))

	made := make(map[string]int, 2)
	made["a"] = 1
	println(made == nil, count(made))
	made = nil
	println(made == nil, len(made))
	println(pick(false, made) == nil, count(pick(true, nil)))
}
