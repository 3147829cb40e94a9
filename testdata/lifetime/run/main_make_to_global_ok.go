// Attack shape: main makes a slice and a map and stores them in package-level variables that
// a helper fills.
// SAFE: main's frame lives until the program ends.
package main

var buf []int
var index map[string]int

func fill() {
	for i := range buf {
		buf[i] = i * i
	}
	index["n"] = len(buf)
}

func main() {
	buf = make([]int, 4)
	index = make(map[string]int, 2)
	fill()
	println(buf[3], index["n"])
}
