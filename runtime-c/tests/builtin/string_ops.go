//go:build ignore

// Twin of string_ops.c: comparison, indexing, slicing, concatenation, and the conversions
// string([]byte), []byte(string), []rune(string), string([]rune), string(integer), plus
// `for range` decoding, on valid and invalid UTF-8 (truncated, overlong, surrogates, beyond
// U+10FFFF) and on pseudo-random byte strings (the same xorshift sequence in C).
package main

import "math"

var samples = []string{
	"", "a", "héllo, 世界", "\xff", "\x80", "\xc0\x80", "\xc1\xbf", "\xc2\x80", "\xdf\xbf",
	"\xe0\x80\x80", "\xe0\x9f\xbf", "\xe0\xa0\x80", "\xed\x9f\xbf", "\xed\xa0\x80", "\xed\xbf\xbf",
	"\xee\x80\x80", "\xef\xbf\xbf", "\xf0\x80\x80\x80", "\xf0\x8f\xbf\xbf", "\xf0\x90\x80\x80",
	"\xf4\x8f\xbf\xbf", "\xf4\x90\x80\x80", "\xf5\x80\x80\x80", "\xf8\x88\x80\x80\x80", "\xfe",
	"\xe2\x82", "\xe2\x82\xac", "\xe2\x82a", "\xf0\x9f\x98", "\xf0\x9f\x98\x80",
	"\xf0\x9f\x98\x80\x80", "a\xe2\x82\xacb\xffc", "\xc2", "\xc2a", "\xe2", "\xf0\x9f", "a\x00b",
}

var state uint64 = 0x2545F4914F6CDD1D

func next() uint64 {
	state ^= state << 13
	state ^= state >> 7
	state ^= state << 17
	return state
}

// Bytes biased towards UTF-8 lead and continuation bytes.
var pool = []byte{'a', 0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf,
	0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xf7, 0xff}

func decode(s string) {
	print(len(s), ":")
	for i, r := range s {
		print(" ", i, "=", r)
	}
	rs := []rune(s)
	print(" runes ", len(rs))
	for _, r := range rs {
		print(" ", r)
	}
	back := string(rs)
	println(" back", len(back), back == s)
}

func main() {
	for _, a := range samples[:8] {
		for _, b := range samples[:8] {
			println(len(a), len(b), a == b, a != b, a < b, a <= b, a > b, a >= b)
		}
	}
	s := "héllo\xff"
	for i := 0; i < len(s); i++ {
		print(s[i], " ")
	}
	println()
	lo, hi := 1, 3
	println(s[lo:hi], s[:0], s[len(s):], s[2:], len(s[1:2]), s[1:2] == "\xc3")
	parts := []string{"a", "", "héllo", "\xff", "", "z"}
	println(parts[0]+parts[1]+parts[2]+parts[3]+parts[4]+parts[5], parts[1]+parts[4] == "")
	acc := ""
	for i := 0; i < 30; i++ {
		acc += parts[i%len(parts)]
	}
	println(acc, len(acc))
	bs := []byte(s)
	bs[0] = 'H'
	println(string(bs), s, len(bs))
	println(string(bs[1:3]), string([]byte{}) == "", string([]byte(nil)) == "")
	for _, x := range samples {
		decode(x)
	}
	runes := []rune{0x41, -1, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0x10FFFF, 0x110000,
		math.MaxInt32, math.MinInt32, 0xE9, 0x1F600, 0, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0x10000}
	str := string(runes)
	println(len(str), str)
	for _, r := range runes {
		one := string(r)
		println(r, len(one), one)
	}
	for _, v := range []int64{0x100000041, -0x100000000 + 0x41, math.MaxInt64, math.MinInt64} {
		println(v, string(rune(0)) == "\x00", string(v))
	}
	var u uint64 = math.MaxUint64
	var b byte = 200
	var u32 uint32 = 0x10FFFF + 1
	println(string(u), string(b), string(u32))
	for i := 0; i < 1000; i++ {
		n := int(next() % 9)
		buf := make([]byte, n)
		for j := range buf {
			buf[j] = pool[next()%uint64(len(pool))]
		}
		decode(string(buf))
	}
}
