//go:build ignore

// Twin of slice_bounds.c: every index and slice-bound panic message, for slices (checked
// against the capacity), arrays and strings (checked against the length), 2 and 3 indices,
// negative and unsigned bounds.
// so-test-cases: 28
package main

import (
	"math"
	"os"
	"strconv"
)

func main() {
	c, _ := strconv.Atoi(os.Args[1])
	zero := 0
	s := make([]int, 3+zero, 5+zero)
	var a [3]int
	str := "abc"
	var nilSlice []int
	println("case", c, len(s), cap(s), len(a), len(str))
	var r []int
	var t string
	switch c {
	case 0:
		r = s[:zero+6]
	case 1:
		r = s[zero+4 : zero+2]
	case 2:
		r = s[:zero-1]
	case 3:
		r = s[zero-1:]
	case 4:
		r = s[zero+4:]
	case 5:
		r = s[0 : zero+1 : zero+7]
	case 6:
		r = s[0 : zero+4 : zero+3]
	case 7:
		r = s[zero+3 : zero+2 : zero+4]
	case 8:
		r = s[0 : zero+1 : zero-1]
	case 9:
		r = s[0 : zero-1 : zero+2]
	case 10:
		r = s[zero-1 : zero+1 : zero+2]
	case 11:
		r = a[:zero+5]
	case 12:
		r = a[0 : zero+1 : zero+4]
	case 13:
		r = a[zero+2 : zero+1]
	case 14:
		t = str[:zero+5]
	case 15:
		t = str[zero+2 : zero+1]
	case 16:
		t = str[zero-1:]
	case 17:
		println(str[zero+3])
	case 18:
		println(s[zero+5])
	case 19:
		println(s[zero-1])
	case 20:
		var i uint64 = math.MaxUint64
		println(s[i])
	case 21:
		println(a[zero+3])
	case 22:
		println(s[zero+3])
	case 23:
		println(nilSlice[zero])
	case 24:
		r = nilSlice[:zero+1]
	case 25:
		u := s[:zero+5]
		println(len(u), cap(u))
		println(u[zero+5])
	case 26:
		t = str[:zero-1]
	case 27:
		r = a[zero+1 : zero+2 : zero+1]
	}
	println(len(r), len(t))
}
