// Attack shape: unsafe.Slice over a local array, used in the same frame.
// SAFE: nothing outlives main.
package main

import "unsafe"

func main() {
	arr := [4]int{1, 2, 3, 4}
	s := unsafe.Slice(&arr[0], 4)
	s[3] = 40
	println(arr[3], len(s))
}
