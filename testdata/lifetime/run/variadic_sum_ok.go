// Attack shape: a variadic function reads xs and keeps nothing.
// SAFE: xs lives while sum runs.
package main

func sum(xs ...int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func main() { println(sum(1, 2, 3), sum()) }
