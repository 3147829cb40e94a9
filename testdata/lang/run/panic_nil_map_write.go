// Tests nil maps: reads give zero values, len is 0, comma-ok reports false, range does
// nothing and delete is a no-op; a write panics with "assignment to entry in nil map" after
// the deferred calls run.
package main

type Index struct {
	byName map[string]int
}

func (ix *Index) Add(name string, v int) {
	defer println("Add deferred", name)
	ix.byName[name] = v
}

func main() {
	var ix Index
	println(ix.byName == nil, len(ix.byName), ix.byName["x"])
	v, ok := ix.byName["x"]
	println(v, ok)
	for k := range ix.byName {
		println("never", k)
	}
	delete(ix.byName, "x")
	defer println("main deferred")
	ix.Add("first", 1)
	println("not reached")
}
