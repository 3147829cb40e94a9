// A runtime panic (index out of range) runs the pending deferred calls of every active
// function before `panic: runtime error: ...`; deferred closures see the current values.
package main

func get(xs []int, i int) int {
	defer println("get deferred", i)
	return xs[i]
}

func main() {
	n := 0
	defer func() { println("main deferred, n =", n) }()
	xs := []int{1, 2, 3}
	for i := 0; i < 5; i++ {
		n += get(xs, i)
	}
}
