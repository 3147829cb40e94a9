// Tests map values of many types: arrays and structs (read, copy out, modify, store back),
// pointers to structs (updated in place), slices, nested maps made with capacities,
// interfaces, and function values; a missing key gives the zero value of each.
package main

type Stats struct {
	Count int
	Sum   float64
	Max   int
}

func add(a, b int) int { return a + b }
func sub(a, b int) int { return a - b }
func mul(a, b int) int { return a * b }

func main() {
	hist := make(map[string][4]int, 3)
	h := hist["a"]
	h[1] = 5
	hist["a"] = h
	h[2] = 9 // does not change the map's copy
	println(hist["a"][1], hist["a"][2], hist["b"][3], len(hist))

	stats := make(map[string]Stats, 4)
	for i, v := range []int{4, 9, 2, 7, 1} {
		key := "odd"
		if i%2 == 0 {
			key = "even"
		}
		s := stats[key]
		s.Count++
		s.Sum += float64(v)
		if v > s.Max {
			s.Max = v
		}
		stats[key] = s
	}
	println(stats["even"].Count, stats["even"].Sum, stats["even"].Max)
	println(stats["odd"].Count, stats["odd"].Sum, stats["odd"].Max, stats["none"].Count)

	var e1, e2 Stats
	ptrs := map[string]*Stats{"x": &e1, "y": &e2}
	ptrs["x"].Count = 3
	ptrs["y"].Max += 8
	println(e1.Count, e2.Max, ptrs["z"] == nil)

	backing := make([]int, 6)
	slices := make(map[int][]int, 2)
	slices[0] = backing[:3]
	slices[1] = backing[3:]
	slices[0][2] = 7
	slices[1][0] = 8
	println(backing[2], backing[3], len(slices[5]), slices[5] == nil)

	inner1 := make(map[string]int, 2)
	inner2 := make(map[string]int, 2)
	nested := make(map[string]map[string]int, 2)
	nested["a"] = inner1
	nested["b"] = inner2
	nested["a"]["x"] = 1
	nested["a"]["y"]++
	nested["b"]["x"] += 10
	println(inner1["x"], inner1["y"], inner2["x"], nested["c"]["x"], len(nested["c"]))

	anys := make(map[string]any, 4)
	anys["n"] = 1
	anys["s"] = "str"
	anys["st"] = Stats{Count: 2}
	println(anys["n"].(int), anys["s"].(string), anys["st"].(Stats).Count, anys["none"] == nil)

	ops := map[string]func(int, int) int{"+": add, "-": sub, "*": mul}
	for _, op := range []string{"+", "-", "*"} {
		println(op, ops[op](7, 3))
	}
	println(ops["/"] == nil)

	type rec struct {
		tags [2]string
		m    map[string]int
	}
	counts := make(map[string]int, 1)
	recs := map[int]rec{1: {[2]string{"p", "q"}, counts}}
	recs[1].m["hits"]++
	println(recs[1].tags[1], counts["hits"])
}
