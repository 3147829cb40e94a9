// ERROR: 10:14: invalid argument: m (variable of type map[string]int) for built-in cap; 11:10: invalid operation: m == n (map can only be compared to nil); 12:7: invalid operation: make(map[int]int, 1, 2) expects 1 or 2 arguments; found 3; 13:25: invalid argument: index -1 (constant of type int) must not be negative; 15:9: invalid argument: s (variable of type []int) is not a map; 16:12: cannot use 1 (untyped int constant) as string value in argument to delete; 17:12: cannot use 2 (untyped int constant) as string value in map index; 18:6: declared and not used: k; 18:9: declared and not used: v; 18:12: range clause permits at most two iteration variables
// Misused maps: cap of a map, comparing two maps, make with too many arguments or a
// negative capacity, delete on a slice or with a key of the wrong type, indexing with a key
// of the wrong type, and ranging with too many variables.
package main

func main() {
	m := make(map[string]int, 2)
	n := make(map[string]int, 2)
	println(cap(m))
	println(m == n)
	o := make(map[int]int, 1, 2)
	p := make(map[int]int, -1)
	s := []int{1}
	delete(s, 0)
	delete(m, 1)
	println(m[2])
	for k, v, x := range m {
	}
	println(len(o), len(p))
}
