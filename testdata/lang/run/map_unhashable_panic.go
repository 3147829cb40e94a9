// Tests a map with interface keys: comparable dynamic values work as keys, but inserting a
// key whose dynamic type is a slice panics with "runtime error: hash of unhashable type
// []int" after the deferred calls run.
package main

func insert(m map[any]int, k any, v int) {
	defer println("insert deferred", v)
	m[k] = v
}

func main() {
	m := make(map[any]int, 8)
	insert(m, "a", 1)
	insert(m, [2]int{1, 2}, 2)
	insert(m, struct{ x int }{3}, 3)
	println(len(m), m["a"], m[[2]int{1, 2}])
	defer println("main deferred", len(m))
	insert(m, []int{1, 2}, 4)
}
