//go:build ignore

// Twin of print_floats.c: println of float64 and float32 values, including zeros, infinities,
// NaN, the format boundaries (1e-5, 1e-4, 1e5, 1e6, 1e20, 1e21), extremes, every power of two,
// and pseudo-random bit patterns and decimal fractions (the same xorshift sequence in C).
package main

import "math"

var state uint64 = 0x9E3779B97F4A7C15

func next() uint64 {
	state ^= state << 13
	state ^= state >> 7
	state ^= state << 17
	return state
}

func main() {
	zero := 0.0
	negZero := math.Copysign(0, -1)
	println(zero, negZero, 1.0, -1.0, 1.5, -2.25, 0.1, 0.2, 0.3)
	println(1e21, 1e20, 1e-7, 123456789.0, 1e-5, 1e-4, 0.001234, 1e5, 1e6, 999999.0, 100000.5)
	println(1.0/3.0, 2.0/3.0, 10.0/3.0, 1e100, 1e-100, 1.7976931348623157e308)
	println(math.MaxFloat64, math.SmallestNonzeroFloat64, -math.MaxFloat64, 2.2250738585072014e-308)
	println(math.Inf(1), math.Inf(-1), math.NaN(), -math.NaN())
	println(float32(0), float32(negZero), float32(0.1), float32(1.0/3.0), float32(16777216), float32(1e10))
	println(float32(math.MaxFloat32), float32(math.SmallestNonzeroFloat32), float32(-1.5), float32(3.4e38))
	println(float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), float32(1e-7), float32(123456789))
	print(1.5, 2.5, float32(0.5), "\n")
	for e := 0; e < 2046; e++ {
		println(math.Float64frombits(uint64(e+1) << 52))
	}
	for e := 0; e < 52; e++ {
		println(math.Float64frombits(uint64(1) << e))
	}
	for e := 0; e < 254; e++ {
		println(math.Float32frombits(uint32(e+1) << 23))
	}
	for e := 0; e < 23; e++ {
		println(math.Float32frombits(uint32(1) << e))
	}
	for i := 0; i < 4000; i++ {
		println(math.Float64frombits(next()), math.Float32frombits(uint32(next())))
	}
	for i := 0; i < 3000; i++ {
		n := float64(next() % 100000000)
		d := float64(uint64(1) << (next() % 20))
		t := float64(next()%1000 + 1)
		println(n/d, n/t, float32(n)/float32(t), float32(n/1000))
	}
}
