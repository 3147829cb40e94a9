// Attack shape: slices.Sort and slices.Reverse on the caller's slice from a helper.
// SAFE: they only move values within the caller's memory.
package main

import "solod.dev/so/slices"

func order(s []int) {
	slices.Sort(s)
	slices.Reverse(s)
}

func main() {
	arr := [5]int{3, 1, 4, 1, 5}
	order(arr[:])
	println(arr[0], arr[1], arr[2], arr[3], arr[4])
}
