//go:build ignore

// Twin of int_ops.c: division, remainder and shifts at every integer width, on the edge values
// (MinInt / -1, MinInt % -1, shift counts at and beyond the width, negative values shifted right).
package main

import "math"

type signed interface{ ~int8 | ~int16 | ~int32 | ~int64 }
type unsigned interface{ ~uint8 | ~uint16 | ~uint32 | ~uint64 }

var counts = []uint64{0, 1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 200, math.MaxUint64}

func signedOps[T signed](name string, min, max T) {
	vals := []T{min, min + 1, -7, -2, -1, 0, 1, 2, 7, max - 1, max}
	for _, a := range vals {
		for _, b := range vals {
			if b != 0 {
				println(name, int64(a), int64(b), int64(a/b), int64(a%b))
			}
		}
		for _, n := range counts {
			println(name, int64(a), "shift", n, int64(a<<n), int64(a>>n))
		}
		for _, n := range []int{0, 3, 8, 64, math.MaxInt} {
			println(name, int64(a), "signed shift", n, int64(a<<n), int64(a>>n))
		}
	}
}

func unsignedOps[T unsigned](name string, max T) {
	vals := []T{0, 1, 2, 3, 7, max / 2, max/2 + 1, max - 1, max}
	for _, a := range vals {
		for _, b := range vals {
			if b != 0 {
				println(name, uint64(a), uint64(b), uint64(a/b), uint64(a%b))
			}
		}
		for _, n := range counts {
			println(name, uint64(a), "shift", n, uint64(a<<n), uint64(a>>n))
		}
		for _, n := range []int8{0, 3, 8, 127} {
			println(name, uint64(a), "signed shift", n, uint64(a<<n), uint64(a>>n))
		}
	}
}

func main() {
	signedOps[int8]("int8", math.MinInt8, math.MaxInt8)
	signedOps[int16]("int16", math.MinInt16, math.MaxInt16)
	signedOps[int32]("int32", math.MinInt32, math.MaxInt32)
	signedOps[int64]("int64", math.MinInt64, math.MaxInt64)
	unsignedOps[uint8]("uint8", math.MaxUint8)
	unsignedOps[uint16]("uint16", math.MaxUint16)
	unsignedOps[uint32]("uint32", math.MaxUint32)
	unsignedOps[uint64]("uint64", math.MaxUint64)
}
