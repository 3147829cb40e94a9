// Tests zero-size element types: ranging over []struct{}{} literals (empty and not), over
// make([]struct{}, n) and [N]struct{}, a set as map[string]struct{}, struct{} values in
// interfaces and comparisons, and a struct whose only field has zero size.
package main

type Empty struct{}

type Marker struct {
	_ [0]int
	e Empty
}

func (Empty) Name() string { return "empty" }

func main() {
	n := 0
	for range []struct{}{} {
		n++
	}
	println(n)
	for range []struct{}{{}, {}, {}} {
		n++
	}
	println(n)
	for i := range make([]struct{}, 4) {
		n += i
	}
	println(n)
	var arr [5]struct{}
	for i, v := range arr {
		n += i
		_ = v
	}
	println(n, len(arr))

	es := make([]Empty, 3, 10)
	es = append(es, Empty{}, Empty{})
	println(len(es), cap(es), es[4].Name(), es[0] == es[4])

	set := make(map[string]struct{}, 4)
	for _, w := range []string{"a", "b", "a", "c"} {
		set[w] = struct{}{}
	}
	_, hasB := set["b"]
	_, hasZ := set["z"]
	println(len(set), hasB, hasZ)

	var a, b any = Empty{}, Empty{}
	println(a == b, a == any(struct{}{}))
	var m1, m2 Marker
	println(m1 == m2, m1.e.Name())

	type wrap struct {
		n    int
		tags [0]string
	}
	ws := []wrap{{n: 1}, {n: 2}}
	s := 0
	for _, w := range ws {
		s += w.n + len(w.tags)
	}
	println(s)
}
