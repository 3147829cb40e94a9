// Tests callbacks in a tree walk: a recursive Walk over an array-backed tree takes a
// function value and calls it per node; closures passed from main accumulate depth
// statistics, collect into a captured buffer, and stop the walk early through a captured
// flag; a method value is used as the callback too.
package main

type Tree struct {
	val         [9]int
	left, right [9]int
}

func (t *Tree) Walk(i, depth int, visit func(val, depth int) bool) bool {
	if i < 0 {
		return true
	}
	if !t.Walk(t.left[i], depth+1, visit) {
		return false
	}
	if !visit(t.val[i], depth) {
		return false
	}
	return t.Walk(t.right[i], depth+1, visit)
}

type Stats struct {
	n, maxDepth, sum int
}

func (s *Stats) Visit(val, depth int) bool {
	s.n++
	s.sum += val
	s.maxDepth = max(s.maxDepth, depth)
	return true
}

func main() {
	var t Tree
	//      5
	//    3   8
	//   1 4 7 9
	//  0     6
	vals := [9]int{5, 3, 8, 1, 4, 7, 9, 0, 6}
	lefts := [9]int{1, 3, 5, 7, -1, 8, -1, -1, -1}
	rights := [9]int{2, 4, 6, -1, -1, -1, -1, -1, -1}
	t.val, t.left, t.right = vals, lefts, rights

	buf := make([]int, 0, 9)
	t.Walk(0, 0, func(v, d int) bool {
		buf = append(buf, v)
		return true
	})
	for _, v := range buf {
		print(v, " ")
	}
	println()

	var depthCount [5]int
	t.Walk(0, 0, func(_, d int) bool {
		depthCount[d]++
		return true
	})
	println(depthCount[0], depthCount[1], depthCount[2], depthCount[3], depthCount[4])

	limit := 5
	seen := 0
	completed := t.Walk(0, 0, func(v, _ int) bool {
		if v > limit {
			return false
		}
		seen++
		return true
	})
	println(completed, seen)

	var s Stats
	all := t.Walk(0, 0, s.Visit)
	println(all, s.n, s.sum, s.maxDepth)
}
