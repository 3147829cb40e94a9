// Composite literals whose elements elide a struct type declared further down in the file
// (after the package-level variables that use it): slices, pointers, maps and arrays.
package main

var spans = []span{{1, 2}, {3, 4}}
var ptrs = []*span{{5, 6}}
var named = map[string]span{"a": {7, 8}}
var pair = [2]span{{9, 10}, {11, 12}}
var nested = []group{{"g", []span{{13, 14}}}}

func main() {
	for _, s := range spans {
		println(s.lo, s.hi)
	}
	println(ptrs[0].lo, ptrs[0].hi, named["a"].hi, pair[1].lo)
	println(nested[0].name, nested[0].spans[0].hi)
}

type group struct {
	name  string
	spans []span
}

type span struct{ lo, hi uint16 }
