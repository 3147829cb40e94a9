// Attack shape: a closure over locals passed down to a function that calls it and keeps
// nothing.
// SAFE: each is called while f's frame is alive.
package main

func each(xs []int, fn func(int)) {
	for _, x := range xs {
		fn(x)
	}
}

func f() int {
	total := 0
	each([]int{1, 2, 3, 4}, func(x int) { total += x })
	return total
}

func main() { println(f()) }
