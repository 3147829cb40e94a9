// Attack shape: a closure returns a captured int (a copy), called through g := f; return g().
// SAFE: an int refers to no memory.
package main

func mid() int {
	arr := [3]int{1, 2, 3}
	f := func() int { return arr[0] + arr[1] + arr[2] }
	g := f
	return g()
}

func main() { println(mid()) }
