// Tests the run-time panic when comparing two interfaces whose dynamic type is not comparable
// (a slice): comparisons that decide on the type first succeed, then the equal-type compare
// panics with Go's message after running the pending deferred calls.
package main

type Cfg struct {
	name string
	tags any
}

func same(a, b Cfg) bool {
	defer println("same: deferred")
	return a.name == b.name && a.tags == b.tags
}

func main() {
	defer println("main: deferred")
	var x, y any = []int{1}, "s"
	println(x == y) // different dynamic types: false, no panic
	var z any = 3
	println(x == z, x != nil)

	c1 := Cfg{"a", []string{"t"}}
	c2 := Cfg{"b", []string{"t"}}
	println(same(c1, c2)) // short-circuits on the name
	c2.name = "a"
	println(same(c1, c2)) // panics
	println("unreachable")
}
