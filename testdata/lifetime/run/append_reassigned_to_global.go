// Attack: a slice variable first refers to a local buffer, then is reassigned to a
// package-level slice before a pointer to a local is appended through it.
// UNSAFE: the append writes &v into the package-level slice's array, which outlives keep.
package main

var kept = make([]*int, 0, 4)

func keep(flag bool) {
	buf := make([]*int, 0, 4)
	s := buf
	s = append(s, nil)
	if flag {
		s = kept
	}
	v := 11
	s = append(s, &v)
	kept = kept[:1]
	println(len(s))
}

func main() {
	keep(true)
	for i := 0; i < 3; i++ {
		x := [8]int{5, 5, 5, 5, 5, 5, 5, 5}
		_ = x
	}
	println(*kept[0])
}
