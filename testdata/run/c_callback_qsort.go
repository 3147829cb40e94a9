// C's qsort sorting a So slice with a top-level So comparator: the slice decays to its first
// element's address and the function is passed to C as a plain function pointer. The Go
// body of qsort sorts the same way (calling the comparator with the elements' addresses).
package main

import "unsafe"

//so:include <stdlib.h>

//so:extern
func qsort(base []int32, n uintptr, size uintptr, cmp func(a, b unsafe.Pointer) int32) {
	for i := 1; i < int(n); i++ {
		for j := i; j > 0 && cmp(unsafe.Pointer(&base[j-1]), unsafe.Pointer(&base[j])) > 0; j-- {
			base[j-1], base[j] = base[j], base[j-1]
		}
	}
}

type point struct{ x, y int32 }

//so:extern qsort
func sortPoints(base []point, n uintptr, size uintptr, cmp func(a, b unsafe.Pointer) int32) {
	for i := 1; i < int(n); i++ {
		for j := i; j > 0 && cmp(unsafe.Pointer(&base[j-1]), unsafe.Pointer(&base[j])) > 0; j-- {
			base[j-1], base[j] = base[j], base[j-1]
		}
	}
}

// ascending compares two int32 values through their addresses, as qsort wants.
func ascending(a, b unsafe.Pointer) int32 {
	x, y := *(*int32)(a), *(*int32)(b)
	if x < y {
		return -1
	}
	if x > y {
		return 1
	}
	return 0
}

func descending(a, b unsafe.Pointer) int32 { return ascending(b, a) }

func byY(a, b unsafe.Pointer) int32 {
	p, q := (*point)(a), (*point)(b)
	return ascending(unsafe.Pointer(&p.y), unsafe.Pointer(&q.y))
}

func main() {
	xs := []int32{5, -2, 9, 0, 3, 3, -7}
	qsort(xs, uintptr(len(xs)), unsafe.Sizeof(xs[0]), ascending)
	println(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6])
	qsort(xs[2:], uintptr(len(xs)-2), 4, descending)
	println(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6])
	ps := []point{{1, 30}, {2, 10}, {3, 20}}
	sortPoints(ps, 3, unsafe.Sizeof(point{}), byY)
	for _, p := range ps {
		println(p.x, p.y)
	}
}
