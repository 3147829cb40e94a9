//go:build !solod

// This file compares the package with Go's unicode/utf8 (the oracle) over every rune and every
// byte sequence of up to three bytes, plus a sweep of four-byte sequences. It runs under
// `go test` only: solod's tests cannot import Go's standard library.
package utf8_test

import (
	goutf8 "unicode/utf8"

	"testing"

	"solod.dev/so/unicode/utf8"
)

func TestOracleRunes(t *testing.T) {
	var a, b [4]byte
	for r := rune(-2); r <= goutf8.MaxRune+2; r++ {
		if utf8.RuneLen(r) != goutf8.RuneLen(r) || utf8.ValidRune(r) != goutf8.ValidRune(r) {
			t.Fatalf("rune %x: RuneLen or ValidRune differs", r)
		}
		n := utf8.EncodeRune(a[:], r)
		m := goutf8.EncodeRune(b[:], r)
		if n != m || a != b {
			t.Fatalf("EncodeRune(%x) = %x; Go %x", r, a[:n], b[:m])
		}
	}
}

func checkSeq(t *testing.T, p []byte) {
	r1, n1 := utf8.DecodeRune(p)
	r2, n2 := goutf8.DecodeRune(p)
	l1, m1 := utf8.DecodeLastRune(p)
	l2, m2 := goutf8.DecodeLastRune(p)
	s := string(p)
	r3, n3 := utf8.DecodeRuneInString(s)
	l3, m3 := utf8.DecodeLastRuneInString(s)
	if r1 != r2 || n1 != n2 || l1 != l2 || m1 != m2 || r3 != r2 || n3 != n2 || l3 != l2 || m3 != m2 ||
		utf8.FullRune(p) != goutf8.FullRune(p) || utf8.FullRuneInString(s) != goutf8.FullRune(p) ||
		utf8.RuneCount(p) != goutf8.RuneCount(p) || utf8.RuneCountInString(s) != goutf8.RuneCount(p) ||
		utf8.Valid(p) != goutf8.Valid(p) || utf8.ValidString(s) != goutf8.Valid(p) {
		t.Fatalf("sequence %x differs from Go", p)
	}
}

func TestOracleSequences(t *testing.T) {
	var buf [4]byte
	for x := 0; x < 1<<24; x++ {
		buf[0], buf[1], buf[2] = byte(x>>16), byte(x>>8), byte(x)
		checkSeq(t, buf[:3])
		if x&0xFFFF == 0 {
			checkSeq(t, buf[:1])
		}
		if x&0xFF == 0 {
			checkSeq(t, buf[:2])
		}
	}
	// Four bytes: every lead byte from 0xE0, every interesting second and third byte, a
	// sample of fourth bytes.
	for b0 := 0xE0; b0 < 0x100; b0++ {
		for b1 := 0; b1 < 0x100; b1++ {
			for b2 := 0x70; b2 < 0xD0; b2++ {
				for _, b3 := range []byte{0x00, 0x41, 0x7F, 0x80, 0x9A, 0xBF, 0xC0, 0xFF} {
					buf = [4]byte{byte(b0), byte(b1), byte(b2), b3}
					checkSeq(t, buf[:])
				}
			}
		}
	}
}
