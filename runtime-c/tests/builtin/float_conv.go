//go:build ignore

// Twin of float_conv.c: conversions of float64 and float32 values to every integer type,
// in range (truncation toward zero) and out of range, NaN and infinities (Go's amd64 results).
package main

import "math"

func main() {
	vals := []float64{0, math.Copysign(0, -1), math.NaN(), math.Inf(1), math.Inf(-1), 1e300, -1e300,
		3e9, -3e9, 1e19, 2e19, -1, -1.5, 0.99, -0.99, 9.3e18, -9.3e18, 300, -300, 70000, -70000,
		2.5, -2.5, 4294967296.5, 9223372036854775807, -9223372036854775808, 18446744073709551615,
		2147483647.9, -2147483648.9, 2147483648, -2147483649, 127.5, 128, -128.5, -129, 255.9,
		256, 65535.5, 65536, -32768.5, -32769, 9223372036854774784, -9223372036854774784}
	for _, f := range vals {
		println(f, int8(f), int16(f), int32(f), int64(f), int(f), uint8(f), uint16(f), uint32(f),
			uint64(f), uint(f), uintptr(f))
		g := float32(f)
		println(g, int8(g), int16(g), int32(g), int64(g), uint8(g), uint16(g), uint32(g), uint64(g))
	}
}
