package strings

import (
	"solod.dev/so/internal/bytealg"
	"solod.dev/so/unicode"
	"solod.dev/so/unicode/utf8"
)

// RunePredicate reports whether a rune has some property (IndexFunc, TrimFunc, FieldsFunc).
type RunePredicate func(rune) bool

// Compare returns 0 if a == b, -1 if a < b and +1 if a > b (bytewise).
func Compare(a, b string) int {
	if a == b {
		return 0
	}
	if a < b {
		return -1
	}
	return +1
}

// Contains reports whether substr is within s.
func Contains(s, substr string) bool {
	return bytealg.IndexString(s, substr) >= 0
}

// ContainsAny reports whether any rune of chars is within s.
func ContainsAny(s, chars string) bool {
	return IndexAny(s, chars) >= 0
}

// ContainsRune reports whether the rune r is within s.
func ContainsRune(s string, r rune) bool {
	return IndexRune(s, r) >= 0
}

// ContainsFunc reports whether f holds for any rune of s.
func ContainsFunc(s string, f RunePredicate) bool {
	return IndexFunc(s, f) >= 0
}

// Index returns the index of the first substr in s (0 for an empty substr), or -1.
func Index(s, substr string) int {
	return bytealg.IndexString(s, substr)
}

// IndexByte returns the index of the first c in s, or -1.
func IndexByte(s string, c byte) int {
	return bytealg.IndexByteString(s, c)
}

// LastIndex returns the index of the last substr in s (len(s) for an empty substr), or -1.
func LastIndex(s, substr string) int {
	n := len(substr)
	switch {
	case n == 0:
		return len(s)
	case n == 1:
		return bytealg.LastIndexByteString(s, substr[0])
	case n == len(s):
		if s == substr {
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
		want = want*prime + uint32(substr[i])
		pow *= prime
	}
	last := len(s) - n
	var h uint32
	for i := len(s) - 1; i >= last; i-- {
		h = h*prime + uint32(s[i])
	}
	if h == want && s[last:] == substr {
		return last
	}
	for i := last - 1; i >= 0; i-- {
		h = h*prime + uint32(s[i]) - pow*uint32(s[i+n])
		if h == want && s[i:i+n] == substr {
			return i
		}
	}
	return -1
}

// LastIndexByte returns the index of the last c in s, or -1.
func LastIndexByte(s string, c byte) int {
	return bytealg.LastIndexByteString(s, c)
}

// IndexRune returns the index of the first rune r in s, or -1. For utf8.RuneError it finds
// the first invalid UTF-8 sequence or U+FFFD; an invalid rune is never found.
func IndexRune(s string, r rune) int {
	switch {
	case 0 <= r && r < utf8.RuneSelf:
		return bytealg.IndexByteString(s, byte(r))
	case r == utf8.RuneError:
		for i := 0; i < len(s); {
			c, size := utf8.DecodeRuneInString(s[i:])
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
	return bytealg.IndexString(s, string(enc[:n]))
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

// IndexAny returns the index of the first rune of s that is in chars, or -1. Invalid UTF-8
// in either is utf8.RuneError.
func IndexAny(s, chars string) int {
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
	for i, c := range s {
		if hasRune(chars, c) {
			return i
		}
	}
	return -1
}

// LastIndexAny returns the index of the last rune of s that is in chars, or -1.
func LastIndexAny(s, chars string) int {
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
		r, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
		if hasRune(chars, r) {
			return i
		}
	}
	return -1
}

// IndexFunc returns the index of the first rune of s for which f holds, or -1.
func IndexFunc(s string, f RunePredicate) int {
	return indexFunc(s, f, true)
}

// LastIndexFunc returns the index of the last rune of s for which f holds, or -1.
func LastIndexFunc(s string, f RunePredicate) int {
	return lastIndexFunc(s, f, true)
}

// indexFunc returns the index of the first rune for which f returns truth, or -1.
func indexFunc(s string, f RunePredicate, truth bool) int {
	for i, r := range s {
		if f(r) == truth {
			return i
		}
	}
	return -1
}

// lastIndexFunc returns the index of the last rune for which f returns truth, or -1.
func lastIndexFunc(s string, f RunePredicate, truth bool) int {
	for i := len(s); i > 0; {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
		if f(r) == truth {
			return i
		}
	}
	return -1
}

// Count returns the number of non-overlapping substr in s; for an empty substr, the number
// of runes plus one.
func Count(s, substr string) int {
	switch len(substr) {
	case 0:
		return utf8.RuneCountInString(s) + 1
	case 1:
		return bytealg.CountString(s, substr[0])
	}
	n := 0
	for {
		i := bytealg.IndexString(s, substr)
		if i < 0 {
			return n
		}
		n++
		s = s[i+len(substr):]
	}
}

// HasPrefix reports whether s begins with prefix.
func HasPrefix(s, prefix string) bool {
	return len(s) >= len(prefix) && s[:len(prefix)] == prefix
}

// HasSuffix reports whether s ends with suffix.
func HasSuffix(s, suffix string) bool {
	return len(s) >= len(suffix) && s[len(s)-len(suffix):] == suffix
}

// Cut splits s around the first sep: what is before and after it, and whether it was found
// (if not: s, "", false).
func Cut(s, sep string) (before, after string, found bool) {
	if i := bytealg.IndexString(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

// CutPrefix returns s without prefix and true, or s and false if s does not begin with it.
func CutPrefix(s, prefix string) (after string, found bool) {
	if !HasPrefix(s, prefix) {
		return s, false
	}
	return s[len(prefix):], true
}

// CutSuffix returns s without suffix and true, or s and false if s does not end with it.
func CutSuffix(s, suffix string) (before string, found bool) {
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

// EqualFold reports whether s and t are equal under simple Unicode case folding (as UTF-8;
// invalid bytes are utf8.RuneError).
func EqualFold(s, t string) bool {
	i := 0
	// ASCII while both are.
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
	for s != "" && t != "" {
		sr, n := utf8.DecodeRuneInString(s)
		s = s[n:]
		tr, m := utf8.DecodeRuneInString(t)
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
		// The fold orbit of sr, which goes up from sr and wraps around, must reach tr.
		r := unicode.SimpleFold(sr)
		for r != sr && r < tr {
			r = unicode.SimpleFold(r)
		}
		if r != tr {
			return false
		}
	}
	return s == t
}
