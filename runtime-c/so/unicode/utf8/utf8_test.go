package utf8_test

import (
	"testing"

	"solod.dev/so/unicode/utf8"
)

// decodeCase's expected values were printed by Go's unicode/utf8 (a throwaway program calling
// DecodeRuneInString, DecodeLastRuneInString, FullRuneInString, RuneCountInString and
// ValidString on each input).
type decodeCase struct {
	in    string
	r     rune
	size  int
	lastR rune
	lastN int
	full  bool
	count int
	valid bool
}

var decodeCases = []decodeCase{
	{"", 0xfffd, 0, 0xfffd, 0, false, 0, true},
	{"a", 0x61, 1, 0x61, 1, true, 1, true},
	{"\x7f", 0x7f, 1, 0x7f, 1, true, 1, true},
	{"\u0080", 0x80, 2, 0x80, 2, true, 1, true},
	{"\u00e9", 0xe9, 2, 0xe9, 2, true, 1, true},
	{"\u07ff", 0x7ff, 2, 0x7ff, 2, true, 1, true},
	{"\u0800", 0x800, 3, 0x800, 3, true, 1, true},
	{"\u20ac", 0x20ac, 3, 0x20ac, 3, true, 1, true},
	{"\ufffd", 0xfffd, 3, 0xfffd, 3, true, 1, true},
	{"\uffff", 0xffff, 3, 0xffff, 3, true, 1, true},
	{"\U00010000", 0x10000, 4, 0x10000, 4, true, 1, true},
	{"\U0001f600", 0x1f600, 4, 0x1f600, 4, true, 1, true},
	{"\U0010ffff", 0x10ffff, 4, 0x10ffff, 4, true, 1, true},
	{"\x80", 0xfffd, 1, 0xfffd, 1, true, 1, false},
	{"\xbf", 0xfffd, 1, 0xfffd, 1, true, 1, false},
	{"\xc0\x80", 0xfffd, 1, 0xfffd, 1, true, 2, false},
	{"\xc1\xbf", 0xfffd, 1, 0xfffd, 1, true, 2, false},
	{"\xc2", 0xfffd, 1, 0xfffd, 1, false, 1, false},
	{"\xc2\x7f", 0xfffd, 1, 0x7f, 1, true, 2, false},
	{"\xc2\xc0", 0xfffd, 1, 0xfffd, 1, true, 2, false},
	{"\xe0\x80\x80", 0xfffd, 1, 0xfffd, 1, true, 3, false},
	{"\xe0\x9f\xbf", 0xfffd, 1, 0xfffd, 1, true, 3, false},
	{"\xed\xa0\x80", 0xfffd, 1, 0xfffd, 1, true, 3, false},
	{"\xed\xbf\xbf", 0xfffd, 1, 0xfffd, 1, true, 3, false},
	{"\ud7ff", 0xd7ff, 3, 0xd7ff, 3, true, 1, true},
	{"\xe2\x82", 0xfffd, 1, 0xfffd, 1, false, 2, false},
	{"\xe2\x82A", 0xfffd, 1, 0x41, 1, true, 3, false},
	{"\xf0\x8f\xbf\xbf", 0xfffd, 1, 0xfffd, 1, true, 4, false},
	{"\xf4\x90\x80\x80", 0xfffd, 1, 0xfffd, 1, true, 4, false},
	{"\xf5\x80\x80\x80", 0xfffd, 1, 0xfffd, 1, true, 4, false},
	{"\xff", 0xfffd, 1, 0xfffd, 1, true, 1, false},
	{"\xf0\x9f\x98", 0xfffd, 1, 0xfffd, 1, false, 3, false},
	{"\xf0\x9f", 0xfffd, 1, 0xfffd, 1, false, 2, false},
	{"\xf0\x9f\x98A", 0xfffd, 1, 0x41, 1, true, 4, false},
	{"a\u20ac", 0x61, 1, 0x20ac, 3, true, 2, true},
	{"\u20acb", 0x20ac, 3, 0x62, 1, true, 2, true},
	{"\x80\x80\x80\x80", 0xfffd, 1, 0xfffd, 1, true, 4, false},
	{"h\u00e9llo, \u4e16\u754c", 0x68, 1, 0x754c, 3, true, 9, true},
	{"\u20ac\x80", 0x20ac, 3, 0xfffd, 1, true, 2, false},
	{"ab\U0001f600", 0x61, 1, 0x1f600, 4, true, 3, true},
}

// encodeCase's expected values were printed by Go (RuneLen, EncodeRune, ValidRune).
type encodeCase struct {
	r     rune
	n     int
	enc   string
	valid bool
}

var encodeCases = []encodeCase{
	{0x0, 1, "\x00", true},
	{0x61, 1, "a", true},
	{0x7f, 1, "\x7f", true},
	{0x80, 2, "\u0080", true},
	{0xe9, 2, "\u00e9", true},
	{0x7ff, 2, "\u07ff", true},
	{0x800, 3, "\u0800", true},
	{0x20ac, 3, "\u20ac", true},
	{0xd7ff, 3, "\ud7ff", true},
	{0xd800, -1, "\ufffd", false},
	{0xdfff, -1, "\ufffd", false},
	{0xe000, 3, "\ue000", true},
	{0xfffd, 3, "\ufffd", true},
	{0xffff, 3, "\uffff", true},
	{0x10000, 4, "\U00010000", true},
	{0x1f600, 4, "\U0001f600", true},
	{0x10ffff, 4, "\U0010ffff", true},
	{0x110000, -1, "\ufffd", false},
	{-0x1, -1, "\ufffd", false},
	{-0x80000000, -1, "\ufffd", false},
	{0x7fffffff, -1, "\ufffd", false},
}

func TestDecodeString(t *testing.T) {
	for _, c := range decodeCases {
		r, n := utf8.DecodeRuneInString(c.in)
		if r != c.r || n != c.size {
			t.Errorf("DecodeRuneInString(%q) = %x, %d; want %x, %d", c.in, r, n, c.r, c.size)
		}
		r, n = utf8.DecodeLastRuneInString(c.in)
		if r != c.lastR || n != c.lastN {
			t.Errorf("DecodeLastRuneInString(%q) = %x, %d; want %x, %d", c.in, r, n, c.lastR, c.lastN)
		}
		if got := utf8.FullRuneInString(c.in); got != c.full {
			t.Errorf("FullRuneInString(%q) = %t", c.in, got)
		}
		if got := utf8.RuneCountInString(c.in); got != c.count {
			t.Errorf("RuneCountInString(%q) = %d; want %d", c.in, got, c.count)
		}
		if got := utf8.ValidString(c.in); got != c.valid {
			t.Errorf("ValidString(%q) = %t", c.in, got)
		}
	}
}

func TestDecodeBytes(t *testing.T) {
	var buf [64]byte
	for _, c := range decodeCases {
		p := buf[:copy(buf[:], c.in)]
		r, n := utf8.DecodeRune(p)
		if r != c.r || n != c.size {
			t.Errorf("DecodeRune(%q) = %x, %d; want %x, %d", c.in, r, n, c.r, c.size)
		}
		r, n = utf8.DecodeLastRune(p)
		if r != c.lastR || n != c.lastN {
			t.Errorf("DecodeLastRune(%q) = %x, %d; want %x, %d", c.in, r, n, c.lastR, c.lastN)
		}
		if got := utf8.FullRune(p); got != c.full {
			t.Errorf("FullRune(%q) = %t", c.in, got)
		}
		if got := utf8.RuneCount(p); got != c.count {
			t.Errorf("RuneCount(%q) = %d; want %d", c.in, got, c.count)
		}
		if got := utf8.Valid(p); got != c.valid {
			t.Errorf("Valid(%q) = %t", c.in, got)
		}
	}
}

func TestDecodeNil(t *testing.T) {
	r, n := utf8.DecodeRune(nil)
	if r != utf8.RuneError || n != 0 {
		t.Errorf("DecodeRune(nil) = %x, %d", r, n)
	}
	r, n = utf8.DecodeLastRune(nil)
	if r != utf8.RuneError || n != 0 {
		t.Errorf("DecodeLastRune(nil) = %x, %d", r, n)
	}
	if utf8.FullRune(nil) || utf8.RuneCount(nil) != 0 || !utf8.Valid(nil) {
		t.Error("nil slice: FullRune, RuneCount or Valid wrong")
	}
}

func TestEncode(t *testing.T) {
	for _, c := range encodeCases {
		if got := utf8.RuneLen(c.r); got != c.n {
			t.Errorf("RuneLen(%x) = %d; want %d", c.r, got, c.n)
		}
		if got := utf8.ValidRune(c.r); got != c.valid {
			t.Errorf("ValidRune(%x) = %t", c.r, got)
		}
		var buf [utf8.UTFMax]byte
		n := utf8.EncodeRune(buf[:], c.r)
		if string(buf[:n]) != c.enc {
			t.Errorf("EncodeRune(%x) = %q; want %q", c.r, string(buf[:n]), c.enc)
		}
		var app [8]byte
		out := utf8.AppendRune(app[:1], c.r)
		if len(out) != 1+len(c.enc) || string(out[1:]) != c.enc {
			t.Errorf("AppendRune(%x) = %q; want %q", c.r, string(out[1:]), c.enc)
		}
	}
}

func TestEncodeExactBuffer(t *testing.T) {
	// EncodeRune needs only as many bytes as the rune takes.
	var one [1]byte
	if n := utf8.EncodeRune(one[:], 'z'); n != 1 || one[0] != 'z' {
		t.Errorf("EncodeRune into 1 byte = %d", n)
	}
	var two [2]byte
	if n := utf8.EncodeRune(two[:], 0xe9); n != 2 || string(two[:]) != "\u00e9" {
		t.Errorf("EncodeRune(é) into 2 bytes = %d %q", n, string(two[:]))
	}
}

func TestRoundTrip(t *testing.T) {
	var buf [utf8.UTFMax]byte
	for r := rune(0); r <= utf8.MaxRune; r += 7 {
		n := utf8.EncodeRune(buf[:], r)
		got, size := utf8.DecodeRune(buf[:n])
		if utf8.ValidRune(r) {
			if got != r || size != n || n != utf8.RuneLen(r) {
				t.Fatalf("round trip of %x: %x, %d (encoded %d)", r, got, size, n)
			}
		} else if got != utf8.RuneError || size != 3 {
			t.Fatalf("invalid %x: %x, %d", r, got, size)
		}
	}
}

func TestRuneStart(t *testing.T) {
	for b := 0; b < 256; b++ {
		want := b < 0x80 || b >= 0xC0
		if got := utf8.RuneStart(byte(b)); got != want {
			t.Errorf("RuneStart(%x) = %t", b, got)
		}
	}
}

func TestValidLong(t *testing.T) {
	// The eight-byte ASCII fast path, with an invalid byte at every position.
	var buf [40]byte
	for i := range buf {
		buf[i] = 'a' + byte(i%26)
	}
	if !utf8.Valid(buf[:]) || !utf8.ValidString(string(buf[:])) {
		t.Fatal("ASCII not valid")
	}
	for i := range buf {
		c := buf[i]
		buf[i] = 0xFF
		if utf8.Valid(buf[:]) || utf8.ValidString(string(buf[:])) {
			t.Errorf("0xFF at %d not detected", i)
		}
		buf[i] = c
	}
}

func TestConstants(t *testing.T) {
	if utf8.RuneError != 0xFFFD || utf8.RuneSelf != 0x80 || utf8.MaxRune != 0x10FFFF || utf8.UTFMax != 4 {
		t.Error("constants differ from Go's")
	}
}

func BenchmarkDecodeRuneInString(b *testing.B) {
	s := "héllo, 世界 😀 abc"
	for i := 0; i < b.N; i++ {
		for j := 0; j < len(s); {
			_, n := utf8.DecodeRuneInString(s[j:])
			j += n
		}
	}
}

func BenchmarkValidString(b *testing.B) {
	s := "The quick brown fox jumps over the lazy dog; héllo, 世界 😀 and some more ASCII text."
	for i := 0; i < b.N; i++ {
		utf8.ValidString(s)
	}
}
