// Tests map values of every kind: slices (appended to within their capacity), nested maps
// (map[string]map[string]int, written through the inner map), structs (fields read through
// m[k].f, updated by storing the whole value back), arrays (m[k][i]), pointers (the pointee
// changed through m[k].f), interfaces, functions, and maps inside structs and slices.
package main

type Stats struct {
	count int
	name  string
}

type Counter struct {
	n int
}

func double(x int) int { return 2 * x }
func square(x int) int { return x * x }

type Book struct {
	title string
	tags  map[string]bool
}

func main() {
	lists := make(map[string][]int, 2)
	lists["a"] = make([]int, 0, 4)
	lists["a"] = append(lists["a"], 1, 2)
	lists["a"] = append(lists["a"], 3)
	println(len(lists["a"]), cap(lists["a"]), lists["a"][2], len(lists["b"]), lists["b"] == nil)

	nested := make(map[string]map[string]int, 2)
	nested["x"] = make(map[string]int, 2)
	nested["x"]["y"] = 5
	nested["x"]["y"]++
	inner := nested["x"]
	inner["z"] = 7
	println(nested["x"]["y"], nested["x"]["z"], len(nested["x"]), nested["none"]["y"], len(nested))

	stats := make(map[string]Stats, 2)
	stats["s"] = Stats{1, "first"}
	st := stats["s"]
	st.count += 10
	stats["s"] = st
	println(stats["s"].count, stats["s"].name, stats["t"].count, stats["t"].name == "")

	grid := make(map[int][3]int, 2)
	grid[1] = [3]int{4, 5, 6}
	row := grid[1]
	row[0] = 40
	println(grid[1][0], grid[1][2], row[0], grid[2][1])

	ptrs := make(map[string]*Counter, 2)
	ptrs["c"] = &Counter{1}
	ptrs["c"].n += 5
	c := ptrs["c"]
	c.n++
	println(ptrs["c"].n, ptrs["d"] == nil)

	anys := make(map[int]any, 4)
	anys[1] = "one"
	anys[2] = 2.5
	anys[3] = Stats{3, "three"}
	s, ok := anys[1].(string)
	f, _ := anys[2].(float64)
	println(s, ok, f, anys[3].(Stats).name, anys[4] == nil)

	funcs := map[string]func(int) int{"double": double, "square": square}
	println(funcs["double"](21), funcs["square"](5), funcs["none"] == nil)

	b := Book{"Go", make(map[string]bool, 2)}
	b.tags["lang"] = true
	shelf := []Book{b, {"C", map[string]bool{"old": true}}}
	println(shelf[0].tags["lang"], shelf[1].tags["old"], len(shelf[1].tags))

	byLen := make([]map[int]string, 3)
	for i := range byLen {
		byLen[i] = make(map[int]string, 1)
		byLen[i][i] = "v"
	}
	println(byLen[2][2], len(byLen[0]), byLen[1][0] == "")
}
