// The C byte searches under so/strings and so/bytes (so/internal/bytealg: memchr, memcmp, the
// first-byte filter with its Rabin-Karp fallback, SSE2/AVX2 counting) against plain loops, on
// random haystacks over small alphabets (many near misses), every needle length up to 12,
// every offset of the haystack; mismatch counts must be 0.
package main

import (
	"solod.dev/so/bytes"
	"solod.dev/so/strings"
)

type rng uint64

func (r *rng) next() uint64 {
	*r ^= *r << 13
	*r ^= *r >> 7
	*r ^= *r << 17
	return uint64(*r)
}

func naiveIndex(s, sep []byte) int {
	for i := 0; i+len(sep) <= len(s); i++ {
		if string(s[i:i+len(sep)]) == string(sep) {
			return i
		}
	}
	return -1
}

func naiveLastIndex(s, sep []byte) int {
	for i := len(s) - len(sep); i >= 0; i-- {
		if string(s[i:i+len(sep)]) == string(sep) {
			return i
		}
	}
	return -1
}

func naiveCount(s []byte, c byte) int {
	n := 0
	for _, b := range s {
		if b == c {
			n++
		}
	}
	return n
}

// checkSearch compares the searches of sep in s with the plain loops and returns the number
// of mismatches and whether sep is in s. (A function of its own: its string conversions live
// in its frame, which each call gives back.)
func checkSearch(s, sep []byte) (int, bool) {
	bad := 0
	want := naiveIndex(s, sep)
	if bytes.Index(s, sep) != want || strings.Index(string(s), string(sep)) != want {
		bad++
	}
	last := naiveLastIndex(s, sep)
	if bytes.LastIndex(s, sep) != last || strings.LastIndex(string(s), string(sep)) != last {
		bad++
	}
	return bad, want >= 0
}

// checkBytes compares counting, byte search and comparison on s with the plain loops.
func checkBytes(s []byte, c byte) int {
	bad := 0
	if bytes.Count(s, []byte{c}) != naiveCount(s, c) || strings.Count(string(s), string(rune(c))) != naiveCount(s, c) {
		bad++
	}
	i := bytes.IndexByte(s, 'z')
	j := bytes.LastIndexByte(s, c)
	if i != -1 || j < 0 || s[j] != c || naiveCount(s[j+1:], c) != 0 {
		bad++
	}
	t := []byte(string(s))
	t[len(t)/2]++
	if bytes.Equal(s, t) || bytes.Compare(s, t) != -1 || bytes.Compare(t, s) != 1 || !bytes.Equal(s, s[:len(s):len(s)]) {
		bad++
	}
	return bad
}

func main() {
	var r rng = 0x1234567
	hay := make([]byte, 700)
	needle := make([]byte, 12)
	bad, found, checks := 0, 0, 0
	for round := 0; round < 60; round++ {
		alpha := 2 + round%3
		for i := range hay {
			hay[i] = byte('a' + r.next()%uint64(alpha))
		}
		for n := 0; n <= 12; n++ {
			for k := 0; k < n; k++ {
				needle[k] = byte('a' + r.next()%uint64(alpha))
			}
			sep := needle[:n]
			for off := 0; off < 40; off += 3 {
				b, ok := checkSearch(hay[off:off+300+round], sep)
				bad += b
				if ok {
					found++
				}
				checks++
			}
		}
		for off := 0; off < 64; off++ {
			bad += checkBytes(hay[off:off+len(hay)-64], byte('a'+round%alpha))
			checks++
		}
	}
	println("checks", checks, "found", found, "mismatches", bad)
}
