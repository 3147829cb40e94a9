// ERROR: 9:38: duplicate key "x" in map literal; 10:48: duplicate key 2 in map literal; 11:33: duplicate key 1 in map literal; 12:30: missing key in map literal; 13:22: cannot use 1 (untyped int constant) as string value in map literal; 14:25: cannot use 2 (untyped int constant) as string value in map literal
// Map literals: duplicate constant keys (also of interface keys with the same dynamic type),
// a missing key, a key or value of the wrong type.
package main

type Color int

func main() {
	a := map[string]int{"x": 1, "y": 2, "x": 3}
	b := map[Color]bool{1: true, Color(2): false, 2: true}
	c := map[any]int{1: 1, "1": 2, 1: 3, int8(1): 4}
	d := map[string]int{"a": 1, 2}
	e := map[string]int{1: 1}
	f := map[int]string{1: 2}
	println(len(a), len(b), len(c), len(d), len(e), len(f))
}
