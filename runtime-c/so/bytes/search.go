package bytes

import (
	"unsafe"

	"solod.dev/so/internal/bytealg"
	"solod.dev/so/unicode"
	"solod.dev/so/unicode/utf8"
)

// RunePredicate reports whether a rune has some property (IndexFunc, TrimFunc, FieldsFunc).
type RunePredicate func(rune) bool

// str views b's bytes as a string, for reading only.
func str(b []byte) string {
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// Equal reports whether a and b hold the same bytes; nil equals empty.
func Equal(a, b []byte) bool {
	return bytealg.Equal(a, b)
}

// Compare compares a and b bytewise: 0 if a == b, -1 if a < b, +1 if a > b; nil equals empty.
func Compare(a, b []byte) int {
	return bytealg.Compare(a, b)
}

// Contains reports whether subslice is within b.
func Contains(b, subslice []byte) bool {
	return bytealg.Index(b, subslice) >= 0
}

// ContainsAny reports whether any rune of chars is within b (as UTF-8).
func ContainsAny(b []byte, chars string) bool {
	return IndexAny(b, chars) >= 0
}

// ContainsRune reports whether the rune r is within b (as UTF-8).
func ContainsRune(b []byte, r rune) bool {
	return IndexRune(b, r) >= 0
}

// ContainsFunc reports whether f holds for any rune of b.
func ContainsFunc(b []byte, f RunePredicate) bool {
	return IndexFunc(b, f) >= 0
}

// Index returns the index of the first sep in s (0 for an empty sep), or -1.
func Index(s, sep []byte) int {
	return bytealg.Index(s, sep)
}

// IndexByte returns the index of the first c in b, or -1.
func IndexByte(b []byte, c byte) int {
	return bytealg.IndexByte(b, c)
}

// LastIndex returns the index of the last sep in s (len(s) for an empty sep), or -1.
func LastIndex(s, sep []byte) int {
	n := len(sep)
	switch {
	case n == 0:
		return len(s)
	case n == 1:
		return bytealg.LastIndexByte(s, sep[0])
	case n == len(s):
		if Equal(s, sep) {
			return 0
		}
		return -1
	case n > len(s):
		return -1
	}
	// Rabin-Karp from the end: the hash of a window reads its bytes from the last to the first.
	const prime = 16777619
	var want, pow uint32 = 0, 1
	for i := n - 1; i >= 0; i-- {
		want = want*prime + uint32(sep[i])
		pow *= prime
	}
	last := len(s) - n
	var h uint32
	for i := len(s) - 1; i >= last; i-- {
		h = h*prime + uint32(s[i])
	}
	if h == want && Equal(s[last:], sep) {
		return last
	}
	for i := last - 1; i >= 0; i-- {
		h = h*prime + uint32(s[i]) - pow*uint32(s[i+n])
		if h == want && Equal(s[i:i+n], sep) {
			return i
		}
	}
	return -1
}

// LastIndexByte returns the index of the last c in s, or -1.
func LastIndexByte(s []byte, c byte) int {
	return bytealg.LastIndexByte(s, c)
}

// IndexRune returns the index of the first rune r in s (as UTF-8), or -1. For
// utf8.RuneError it finds the first invalid sequence or U+FFFD; an invalid rune is never
// found.
func IndexRune(s []byte, r rune) int {
	switch {
	case 0 <= r && r < utf8.RuneSelf:
		return bytealg.IndexByte(s, byte(r))
	case r == utf8.RuneError:
		for i := 0; i < len(s); {
			c, size := utf8.DecodeRune(s[i:])
			if c == utf8.RuneError {
				return i
			}
			i += size
		}
		return -1
	case !utf8.ValidRune(r):
		return -1
	}
	var enc [utf8.UTFMax]byte
	n := utf8.EncodeRune(enc[:], r)
	return bytealg.Index(s, enc[:n])
}

// asciiSet has bit c set for each ASCII byte c of a set.
type asciiSet [4]uint32

// makeASCIISet returns the set of chars' bytes, and false if chars is not all ASCII.
func makeASCIISet(chars string) (asciiSet, bool) {
	var set asciiSet
	for i := 0; i < len(chars); i++ {
		c := chars[i]
		if c >= utf8.RuneSelf {
			return set, false
		}
		set[c/32] |= 1 << (c % 32)
	}
	return set, true
}

func (set *asciiSet) contains(c byte) bool {
	return c < utf8.RuneSelf && set[c/32]&(1<<(c%32)) != 0
}

// hasRune reports whether r is among the runes of chars, decoded as range does (an invalid
// byte is utf8.RuneError).
func hasRune(chars string, r rune) bool {
	for _, c := range chars {
		if c == r {
			return true
		}
	}
	return false
}

// IndexAny returns the index of the first rune of s (as UTF-8) that is in chars, or -1.
func IndexAny(s []byte, chars string) int {
	if chars == "" {
		return -1
	}
	if set, ok := makeASCIISet(chars); ok {
		for i := 0; i < len(s); i++ {
			if set.contains(s[i]) {
				return i
			}
		}
		return -1
	}
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(s[i:])
		}
		if hasRune(chars, r) {
			return i
		}
		i += size
	}
	return -1
}

// LastIndexAny returns the index of the last rune of s (as UTF-8) that is in chars, or -1.
func LastIndexAny(s []byte, chars string) int {
	if chars == "" {
		return -1
	}
	if set, ok := makeASCIISet(chars); ok {
		for i := len(s) - 1; i >= 0; i-- {
			if set.contains(s[i]) {
				return i
			}
		}
		return -1
	}
	for i := len(s); i > 0; {
		r, size := utf8.DecodeLastRune(s[:i])
		i -= size
		if hasRune(chars, r) {
			return i
		}
	}
	return -1
}

// IndexFunc returns the index of the first rune of s (as UTF-8) for which f holds, or -1.
func IndexFunc(s []byte, f RunePredicate) int {
	return indexFunc(s, f, true)
}

// LastIndexFunc returns the index of the last rune of s (as UTF-8) for which f holds, or -1.
func LastIndexFunc(s []byte, f RunePredicate) int {
	return lastIndexFunc(s, f, true)
}

func indexFunc(s []byte, f RunePredicate, truth bool) int {
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(s[i:])
		}
		if f(r) == truth {
			return i
		}
		i += size
	}
	return -1
}

func lastIndexFunc(s []byte, f RunePredicate, truth bool) int {
	for i := len(s); i > 0; {
		r, size := rune(s[i-1]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeLastRune(s[:i])
		}
		i -= size
		if f(r) == truth {
			return i
		}
	}
	return -1
}

// Count returns the number of non-overlapping sep in s; for an empty sep, the number of
// runes plus one.
func Count(s, sep []byte) int {
	switch len(sep) {
	case 0:
		return utf8.RuneCount(s) + 1
	case 1:
		return bytealg.Count(s, sep[0])
	}
	n := 0
	for {
		i := bytealg.Index(s, sep)
		if i < 0 {
			return n
		}
		n++
		s = s[i+len(sep):]
	}
}

// HasPrefix reports whether s begins with prefix.
func HasPrefix(s, prefix []byte) bool {
	return len(s) >= len(prefix) && Equal(s[:len(prefix)], prefix)
}

// HasSuffix reports whether s ends with suffix.
func HasSuffix(s, suffix []byte) bool {
	return len(s) >= len(suffix) && Equal(s[len(s)-len(suffix):], suffix)
}

// Cut splits s around the first sep: what is before and after it, and whether it was found
// (if not: s, nil, false). The results are parts of s.
func Cut(s, sep []byte) (before, after []byte, found bool) {
	if i := bytealg.Index(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, nil, false
}

// CutPrefix returns s without prefix and true, or s and false if s does not begin with it.
func CutPrefix(s, prefix []byte) (after []byte, found bool) {
	if !HasPrefix(s, prefix) {
		return s, false
	}
	return s[len(prefix):], true
}

// CutSuffix returns s without suffix and true, or s and false if s does not end with it.
func CutSuffix(s, suffix []byte) (before []byte, found bool) {
	if !HasSuffix(s, suffix) {
		return s, false
	}
	return s[:len(s)-len(suffix)], true
}

// asciiLower maps each ASCII byte to its lower case.
var asciiLower = func() [utf8.RuneSelf]byte {
	var t [utf8.RuneSelf]byte
	for i := range t {
		t[i] = byte(i)
		if 'A' <= i && i <= 'Z' {
			t[i] += 'a' - 'A'
		}
	}
	return t
}()

// EqualFold reports whether s and t, as UTF-8, are equal under simple Unicode case folding.
func EqualFold(s, t []byte) bool {
	i := 0
	n := min(len(s), len(t))
	s0, t0 := s[:n], t[:n]
	for ; i < n; i++ {
		sc, tc := s0[i], t0[i]
		if sc|tc >= utf8.RuneSelf {
			break
		}
		if asciiLower[sc] != asciiLower[tc] {
			return false
		}
	}
	s, t = s[i:], t[i:]
	for len(s) > 0 && len(t) > 0 {
		sr, n := utf8.DecodeRune(s)
		s = s[n:]
		tr, m := utf8.DecodeRune(t)
		t = t[m:]
		if sr == tr {
			continue
		}
		if tr < sr {
			sr, tr = tr, sr
		}
		if tr < utf8.RuneSelf {
			if 'A' <= sr && sr <= 'Z' && tr == sr+'a'-'A' {
				continue
			}
			return false
		}
		r := unicode.SimpleFold(sr)
		for r != sr && r < tr {
			r = unicode.SimpleFold(r)
		}
		if r != tr {
			return false
		}
	}
	return len(s) == len(t)
}
