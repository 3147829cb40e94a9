// ERROR: 11:16: invalid map key type Later; 14:17: invalid map key type func() int; 22:11: invalid map key type []int; 23:16: invalid map key type map[string]int; 24:16: invalid map key type [2]Row
// Map key types must be comparable: slices, maps, functions, and structs and arrays holding
// one are not, also as the key of a named map type, of a map in a struct field, and of a
// type declared after its use.
package main

type Row struct {
	cells []int
}

type Index map[Later]bool

type Holder struct {
	byFunc map[func() int]string
}

type Later struct {
	m map[string]int
}

func main() {
	a := map[[]int]string{}
	b := make(map[map[string]int]bool, 1)
	c := make(map[[2]Row]int, 1)
	var d Index
	var h Holder
	println(len(a), len(b), len(c), len(d), len(h.byFunc))
}
