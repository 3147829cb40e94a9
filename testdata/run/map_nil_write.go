// Tests that assigning to an entry of a nil map panics with Go's message, after the reads
// that work on a nil map.
package main

type Registry struct {
	byName map[string]int
}

func (r *Registry) Add(name string, id int) {
	r.byName[name] = id
}

func main() {
	var r Registry
	println(len(r.byName), r.byName["x"])
	r.Add("first", 1)
	println("not reached")
}
