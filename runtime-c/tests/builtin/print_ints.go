//go:build ignore

// Twin of print_ints.c: print and println of booleans, integers of every width at their limits,
// strings (invalid UTF-8 and NUL bytes are written as they are), nil pointers and slices.
package main

import "math"

func main() {
	println(true, false)
	println(int8(math.MinInt8), int8(math.MaxInt8), int16(math.MinInt16), int16(math.MaxInt16))
	println(int32(math.MinInt32), int32(math.MaxInt32), int64(math.MinInt64), int64(math.MaxInt64))
	println(int(math.MinInt), int(math.MaxInt), 0, -1, 1)
	println(uint8(0), uint8(math.MaxUint8), uint16(math.MaxUint16), uint32(math.MaxUint32))
	println(uint64(math.MaxUint64), uint(math.MaxUint), uintptr(0), uintptr(math.MaxUint64))
	var r rune = 'é'
	var b byte = 'A'
	println(r, b)
	print("no", "spaces", 1, 2, true, "\n")
	print()
	println()
	println("")
	println("a\x00b", "\xff\xfe", "héllo, 世界")
	var p *int
	var s []int
	var e any
	println(p, s, e)
	println("end")
}
