package strings

import (
	"solod.dev/so/unicode"
	"solod.dev/so/unicode/utf8"
)

// Trim returns s without the leading and trailing runes contained in cutset.
func Trim(s, cutset string) string {
	if s == "" || cutset == "" {
		return s
	}
	if len(cutset) == 1 && cutset[0] < utf8.RuneSelf {
		return trimRightByte(trimLeftByte(s, cutset[0]), cutset[0])
	}
	if set, ok := makeASCIISet(cutset); ok {
		return trimRightASCII(trimLeftASCII(s, &set), &set)
	}
	return trimRightUnicode(trimLeftUnicode(s, cutset), cutset)
}

// TrimLeft returns s without the leading runes contained in cutset.
func TrimLeft(s, cutset string) string {
	if s == "" || cutset == "" {
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
func TrimRight(s, cutset string) string {
	if s == "" || cutset == "" {
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

func trimLeftByte(s string, c byte) string {
	for len(s) > 0 && s[0] == c {
		s = s[1:]
	}
	return s
}

func trimRightByte(s string, c byte) string {
	for len(s) > 0 && s[len(s)-1] == c {
		s = s[:len(s)-1]
	}
	return s
}

func trimLeftASCII(s string, set *asciiSet) string {
	i := 0
	for i < len(s) && set.contains(s[i]) {
		i++
	}
	return s[i:]
}

func trimRightASCII(s string, set *asciiSet) string {
	i := len(s)
	for i > 0 && set.contains(s[i-1]) {
		i--
	}
	return s[:i]
}

func trimLeftUnicode(s, cutset string) string {
	for len(s) > 0 {
		r, n := rune(s[0]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(s)
		}
		if !hasRune(cutset, r) {
			break
		}
		s = s[n:]
	}
	return s
}

func trimRightUnicode(s, cutset string) string {
	for len(s) > 0 {
		r, n := rune(s[len(s)-1]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeLastRuneInString(s)
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
func TrimSpace(s string) string {
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
	return s[start:stop]
}

// TrimPrefix returns s without prefix, or s if it does not begin with it.
func TrimPrefix(s, prefix string) string {
	if HasPrefix(s, prefix) {
		return s[len(prefix):]
	}
	return s
}

// TrimSuffix returns s without suffix, or s if it does not end with it.
func TrimSuffix(s, suffix string) string {
	if HasSuffix(s, suffix) {
		return s[:len(s)-len(suffix)]
	}
	return s
}

// TrimFunc returns s without the leading and trailing runes for which f holds.
func TrimFunc(s string, f RunePredicate) string {
	return TrimRightFunc(TrimLeftFunc(s, f), f)
}

// TrimLeftFunc returns s without the leading runes for which f holds.
func TrimLeftFunc(s string, f RunePredicate) string {
	i := indexFunc(s, f, false)
	if i < 0 {
		return ""
	}
	return s[i:]
}

// TrimRightFunc returns s without the trailing runes for which f holds.
func TrimRightFunc(s string, f RunePredicate) string {
	i := lastIndexFunc(s, f, false)
	if i >= 0 && s[i] >= utf8.RuneSelf {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	} else {
		i++
	}
	return s[:i]
}
