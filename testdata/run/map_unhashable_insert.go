// Tests that inserting an interface key whose dynamic type is not comparable (a slice) into a
// map panics with Go's run-time error, after the comparable keys that went in fine.
package main

func main() {
	m := make(map[any]int, 4)
	m["a"] = 1
	m[[1]int{2}] = 2
	println(len(m), m["a"])
	var k any = []int{1, 2}
	m[k] = 3
	println("not reached")
}
