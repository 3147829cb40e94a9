// Attack shape: a slice literal made in each iteration is kept in an array declared outside
// the loop.
// SAFE: Go keeps each literal alive; So must not reuse one iteration's memory for the next.
package main

func main() {
	var keep [3][]int
	for i := 0; i < 3; i++ {
		s := []int{i, i + 1}
		keep[i] = s
	}
	println(keep[0][0], keep[1][1], keep[2][0])
}
