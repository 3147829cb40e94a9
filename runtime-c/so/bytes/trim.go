package bytes

import (
	"solod.dev/so/unicode"
	"solod.dev/so/unicode/utf8"
)

// The trimming functions return parts of s. As Go's do, Trim, TrimLeft, TrimLeftFunc and
// TrimSpace return nil rather than an empty part when they trim everything (or s is empty).

// Trim returns s without the leading and trailing runes (as UTF-8) contained in cutset.
func Trim(s []byte, cutset string) []byte {
	if len(s) == 0 {
		return nil
	}
	if cutset == "" {
		return s
	}
	if len(cutset) == 1 && cutset[0] < utf8.RuneSelf {
		return trimLeftByte(trimRightByte(s, cutset[0]), cutset[0])
	}
	if set, ok := makeASCIISet(cutset); ok {
		return trimLeftASCII(trimRightASCII(s, &set), &set)
	}
	return trimLeftUnicode(trimRightUnicode(s, cutset), cutset)
}

// TrimLeft returns s without the leading runes contained in cutset.
func TrimLeft(s []byte, cutset string) []byte {
	if len(s) == 0 {
		return nil
	}
	if cutset == "" {
		return s
	}
	if len(cutset) == 1 && cutset[0] < utf8.RuneSelf {
		return trimLeftByte(s, cutset[0])
	}
	if set, ok := makeASCIISet(cutset); ok {
		return trimLeftASCII(s, &set)
	}
	return trimLeftUnicode(s, cutset)
}

// TrimRight returns s without the trailing runes contained in cutset.
func TrimRight(s []byte, cutset string) []byte {
	if len(s) == 0 || cutset == "" {
		return s
	}
	if len(cutset) == 1 && cutset[0] < utf8.RuneSelf {
		return trimRightByte(s, cutset[0])
	}
	if set, ok := makeASCIISet(cutset); ok {
		return trimRightASCII(s, &set)
	}
	return trimRightUnicode(s, cutset)
}

// nilIfEmpty returns nil for an empty s, as Go's left trims do.
func nilIfEmpty(s []byte) []byte {
	if len(s) == 0 {
		return nil
	}
	return s
}

func trimLeftByte(s []byte, c byte) []byte {
	for len(s) > 0 && s[0] == c {
		s = s[1:]
	}
	return nilIfEmpty(s)
}

func trimRightByte(s []byte, c byte) []byte {
	for len(s) > 0 && s[len(s)-1] == c {
		s = s[:len(s)-1]
	}
	return s
}

func trimLeftASCII(s []byte, set *asciiSet) []byte {
	for len(s) > 0 && set.contains(s[0]) {
		s = s[1:]
	}
	return nilIfEmpty(s)
}

func trimRightASCII(s []byte, set *asciiSet) []byte {
	for len(s) > 0 && set.contains(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

func trimLeftUnicode(s []byte, cutset string) []byte {
	for len(s) > 0 {
		r, n := rune(s[0]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRune(s)
		}
		if !hasRune(cutset, r) {
			break
		}
		s = s[n:]
	}
	return nilIfEmpty(s)
}

func trimRightUnicode(s []byte, cutset string) []byte {
	for len(s) > 0 {
		r, n := rune(s[len(s)-1]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeLastRune(s)
		}
		if !hasRune(cutset, r) {
			break
		}
		s = s[:len(s)-n]
	}
	return s
}

// asciiSpace marks the ASCII white space bytes.
var asciiSpace = [256]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// TrimSpace returns s without leading and trailing white space (unicode.IsSpace).
func TrimSpace(s []byte) []byte {
	start := 0
	for ; start < len(s); start++ {
		c := s[start]
		if c >= utf8.RuneSelf {
			return TrimFunc(s[start:], unicode.IsSpace)
		}
		if !asciiSpace[c] {
			break
		}
	}
	stop := len(s)
	for ; stop > start; stop-- {
		c := s[stop-1]
		if c >= utf8.RuneSelf {
			return TrimRightFunc(s[start:stop], unicode.IsSpace)
		}
		if !asciiSpace[c] {
			break
		}
	}
	if start == stop {
		return nil
	}
	return s[start:stop]
}

// TrimPrefix returns s without prefix, or s if it does not begin with it.
func TrimPrefix(s, prefix []byte) []byte {
	if HasPrefix(s, prefix) {
		return s[len(prefix):]
	}
	return s
}

// TrimSuffix returns s without suffix, or s if it does not end with it.
func TrimSuffix(s, suffix []byte) []byte {
	if HasSuffix(s, suffix) {
		return s[:len(s)-len(suffix)]
	}
	return s
}

// TrimFunc returns s without the leading and trailing runes for which f holds.
func TrimFunc(s []byte, f RunePredicate) []byte {
	return TrimRightFunc(TrimLeftFunc(s, f), f)
}

// TrimLeftFunc returns s without the leading runes for which f holds.
func TrimLeftFunc(s []byte, f RunePredicate) []byte {
	i := indexFunc(s, f, false)
	if i < 0 {
		return nil
	}
	return s[i:]
}

// TrimRightFunc returns s without the trailing runes for which f holds.
func TrimRightFunc(s []byte, f RunePredicate) []byte {
	i := lastIndexFunc(s, f, false)
	if i >= 0 && s[i] >= utf8.RuneSelf {
		_, size := utf8.DecodeRune(s[i:])
		i += size
	} else {
		i++
	}
	return s[0:i]
}
