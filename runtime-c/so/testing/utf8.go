package testing

// UTF-8, as far as the package needs it (so/unicode/utf8 is not a dependency of testing).

const runeError = '\uFFFD'

func validRune(r rune) bool {
	return (r >= 0 && r < 0xD800) || (r > 0xDFFF && r <= 0x10FFFF)
}

// decodeRune returns the first rune of s and its width; an invalid encoding is (runeError, 1),
// an empty s (runeError, 0).
func decodeRune(s string) (rune, int) {
	if len(s) == 0 {
		return runeError, 0
	}
	c := s[0]
	if c < 0x80 {
		return rune(c), 1
	}
	var n int
	var r rune
	var min rune
	switch {
	case c&0xE0 == 0xC0:
		n, r, min = 2, rune(c&0x1F), 0x80
	case c&0xF0 == 0xE0:
		n, r, min = 3, rune(c&0x0F), 0x800
	case c&0xF8 == 0xF0:
		n, r, min = 4, rune(c&0x07), 0x10000
	default:
		return runeError, 1
	}
	if len(s) < n {
		return runeError, 1
	}
	for k := 1; k < n; k++ {
		if s[k]&0xC0 != 0x80 {
			return runeError, 1
		}
		r = r<<6 | rune(s[k]&0x3F)
	}
	if r < min || !validRune(r) {
		return runeError, 1
	}
	return r, n
}

// encodeRune writes r into b (at least 4 bytes) and returns the number of bytes.
func encodeRune(b []byte, r rune) int {
	if !validRune(r) {
		r = runeError
	}
	switch {
	case r < 0x80:
		b[0] = byte(r)
		return 1
	case r < 0x800:
		b[0] = byte(0xC0 | r>>6)
		b[1] = byte(0x80 | r&0x3F)
		return 2
	case r < 0x10000:
		b[0] = byte(0xE0 | r>>12)
		b[1] = byte(0x80 | (r>>6)&0x3F)
		b[2] = byte(0x80 | r&0x3F)
		return 3
	}
	b[0] = byte(0xF0 | r>>18)
	b[1] = byte(0x80 | (r>>12)&0x3F)
	b[2] = byte(0x80 | (r>>6)&0x3F)
	b[3] = byte(0x80 | r&0x3F)
	return 4
}

func runeCount(s string) int {
	n := 0
	for k := 0; k < len(s); {
		_, size := decodeRune(s[k:])
		k += size
		n++
	}
	return n
}
