// ERROR: 6:38: duplicate key "a" in map literal; 7:39: duplicate key 1 in map literal
// Static error: duplicate constant keys in a map literal.
package main

func main() {
	m := map[string]int{"a": 1, "b": 2, "a": 3}
	n := map[int]bool{1: true, 2: false, 1: false}
	println(len(m), len(n))
}
