// ERROR: 11:11: invalid map key type []int; 12:16: invalid map key type map[string]int; 13:20: invalid map key type func(); 14:16: invalid map key type Row
// Static error: map key types must be comparable: slices, maps, functions and structs
// containing slices are not.
package main

type Row struct {
	cells []int
}

func main() {
	a := map[[]int]string{}
	b := make(map[map[string]int]bool, 1)
	c := make(map[func()]int, 1)
	d := make(map[Row]int, 1)
	println(len(a), len(b), len(c), len(d))
}
