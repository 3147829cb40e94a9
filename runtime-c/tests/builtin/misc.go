//go:build ignore

// Twin of misc.c: min and max of floats (NaN, signed zeros), rune validity and encoded length,
// rune counts, print of every basic type through the generic print helper, and the small
// helpers (nil check of a valid pointer, unsigned index, C string round trip, append of nothing).
package main

import (
	"math"
	"unicode/utf8"
)

func main() {
	nan := math.NaN()
	negZero := math.Copysign(0, -1)
	vals := []float64{1, -1, 0, negZero, nan, math.Inf(1), math.Inf(-1)}
	for _, a := range vals {
		for _, b := range vals {
			println(a, b, min(a, b), max(a, b), float32(min(float32(a), float32(b))),
				max(float32(a), float32(b)))
		}
	}
	println(min(1.5, 2.5, -3.5), max(1.5, 2.5, -3.5))
	for _, r := range []int64{-1, 0, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xDFFF, 0xE000,
		0xFFFF, 0x10000, 0x10FFFF, 0x110000, math.MaxInt64} {
		ok := r >= math.MinInt32 && r <= math.MaxInt32 && utf8.ValidRune(rune(r))
		println(r, ok, len(string(rune(r))))
	}
	for _, s := range []string{"", "abc", "héllo", "\xff\xfe", "\xe2\x82", "世界!"} {
		println(len(s), utf8.RuneCountInString(s))
	}
	var i8 int8 = -8
	var u16 uint16 = 16
	var f32 float32 = 0.25
	var p *int
	println(true, i8, int16(-16), int32(-32), int64(-64), uint8(8), u16, uint32(32), uint64(64),
		f32, 0.5, "str", p, []int(nil))
	x := 42
	q := &x
	println(*q)
	s := []int{1, 2, 3}
	var idx uint = 2
	println(s[idx])
	println("c string", "héllo")
	s = append(s)
	println(len(s), cap(s))
}
