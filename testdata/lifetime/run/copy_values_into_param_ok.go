// Attack shape: copy into the caller's slice, elements without pointers.
// SAFE: ints are copied by value.
package main

func fill(dst []int) {
	src := []int{1, 2, 3}
	copy(dst, src)
}

func main() {
	var arr [3]int
	fill(arr[:])
	println(arr[0], arr[1], arr[2])
}
