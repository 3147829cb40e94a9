// A slice literal holds what its elements refer to: returned, the elements' memory goes with it.
package main

type E struct{ Need, Have int }

func f(n int) []*E {
	return []*E{{n, 2}, &E{n + 1, 3}}
}

func g(xs ...any) []any { return xs }

func h(n int) []any {
	return g("a", &E{n, 7})
}

func main() {
	s := f(40)
	t := h(50)
	big := [64]int{}
	for i := range big {
		big[i] = -1
	}
	println(s[0].Need, s[1].Need, t[1].(*E).Need, big[3])
}
