// Attack shape: the callee calls the literal with pointers into memory the enclosing function
// gave it; the literal keeps one in the enclosing function's variable.
// SAFE: the pointer is into f's own array.
package main

func each(xs []int, fn func(p *int)) {
	for i := range xs {
		fn(&xs[i])
	}
}

func f() int {
	arr := [3]int{4, 9, 2}
	var best *int
	each(arr[:], func(p *int) {
		if best == nil || *p > *best {
			best = p
		}
	})
	*best += 100
	return arr[1]
}

func main() { println(f()) }
