// Package lib is the root package of module example.com/lib.
package lib

import "example.com/lib/strs"

// Version of the library.
const Version = "v1"

// Twice doubles, counting in a range-over-int loop (the library's go line is 1.22).
func Twice(n int) int {
	t := 0
	for range 2 {
		t += n
	}
	return t + strs.Len("")*0
}
