package utf8

const (
	RuneError = '\uFFFD'     // the "error" rune, U+FFFD REPLACEMENT CHARACTER
	RuneSelf  = 0x80         // runes below RuneSelf are a single byte, the byte itself
	MaxRune   = '\U0010FFFF' // the largest Unicode code point
	UTFMax    = 4            // the most bytes a UTF-8 encoded rune takes
)

// The surrogate halves, which UTF-8 does not encode.
const (
	surrogateMin = 0xD800
	surrogateMax = 0xDFFF
)

// lead classifies every byte as the first byte of a sequence. The low 4 bits give the
// sequence's length (0 for a byte that cannot start one); the high 4 bits select the range
// the second byte must lie in (see second), which excludes overlong forms, surrogates and
// values past MaxRune.
var lead = [256]uint8{
	// 0x00-0x7F: ASCII, length 1.
	0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
	0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
	0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
	0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
	0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
	0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
	0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
	0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
	// 0x80-0xBF: continuation bytes, never first.
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	// 0xC0-0xC1: would be overlong. 0xC2-0xDF: length 2.
	0x00, 0x00, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02,
	0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02,
	// 0xE0: length 3, second byte A0-BF. 0xED: second byte 80-9F (no surrogates).
	0x13, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x23, 0x03, 0x03,
	// 0xF0: length 4, second byte 90-BF. 0xF4: second byte 80-8F. 0xF5-0xFF: invalid.
	0x34, 0x04, 0x04, 0x04, 0x44, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
}

// second holds, per class of lead (its high 4 bits), the bounds of the second byte.
var second = [5][2]uint8{
	{0x80, 0xBF},
	{0xA0, 0xBF},
	{0x80, 0x9F},
	{0x90, 0xBF},
	{0x80, 0x8F},
}

// isCont reports whether b is a continuation byte (10xxxxxx).
func isCont(b byte) bool { return b&0xC0 == 0x80 }

// FullRune reports whether p begins with a full UTF-8 encoding of a rune. An invalid
// encoding counts as a full rune, since it decodes as an error rune of width 1.
func FullRune(p []byte) bool {
	n := len(p)
	if n == 0 {
		return false
	}
	c := lead[p[0]]
	size := int(c & 7)
	if n >= size || size == 0 {
		return true
	}
	if n == 1 {
		return false
	}
	// A prefix shorter than the sequence: full only if an early byte is already invalid.
	lo, hi := second[c>>4][0], second[c>>4][1]
	if p[1] < lo || p[1] > hi {
		return true
	}
	return n > 2 && !isCont(p[2])
}

// FullRuneInString is FullRune for a string.
func FullRuneInString(s string) bool {
	n := len(s)
	if n == 0 {
		return false
	}
	c := lead[s[0]]
	size := int(c & 7)
	if n >= size || size == 0 {
		return true
	}
	if n == 1 {
		return false
	}
	lo, hi := second[c>>4][0], second[c>>4][1]
	if s[1] < lo || s[1] > hi {
		return true
	}
	return n > 2 && !isCont(s[2])
}

// DecodeRune decodes the first UTF-8 encoded rune of p and returns it and its width in
// bytes. Empty p gives (RuneError, 0); an invalid encoding gives (RuneError, 1).
func DecodeRune(p []byte) (r rune, size int) {
	n := len(p)
	if n == 0 {
		return RuneError, 0
	}
	b0 := p[0]
	if b0 < RuneSelf {
		return rune(b0), 1
	}
	c := lead[b0]
	size = int(c & 7)
	if size == 0 || n < size {
		return RuneError, 1
	}
	b1 := p[1]
	if b1 < second[c>>4][0] || b1 > second[c>>4][1] {
		return RuneError, 1
	}
	if size == 2 {
		return rune(b0&0x1F)<<6 | rune(b1&0x3F), 2
	}
	b2 := p[2]
	if !isCont(b2) {
		return RuneError, 1
	}
	if size == 3 {
		return rune(b0&0x0F)<<12 | rune(b1&0x3F)<<6 | rune(b2&0x3F), 3
	}
	b3 := p[3]
	if !isCont(b3) {
		return RuneError, 1
	}
	return rune(b0&0x07)<<18 | rune(b1&0x3F)<<12 | rune(b2&0x3F)<<6 | rune(b3&0x3F), 4
}

// DecodeRuneInString is DecodeRune for a string.
func DecodeRuneInString(s string) (r rune, size int) {
	n := len(s)
	if n == 0 {
		return RuneError, 0
	}
	b0 := s[0]
	if b0 < RuneSelf {
		return rune(b0), 1
	}
	c := lead[b0]
	size = int(c & 7)
	if size == 0 || n < size {
		return RuneError, 1
	}
	b1 := s[1]
	if b1 < second[c>>4][0] || b1 > second[c>>4][1] {
		return RuneError, 1
	}
	if size == 2 {
		return rune(b0&0x1F)<<6 | rune(b1&0x3F), 2
	}
	b2 := s[2]
	if !isCont(b2) {
		return RuneError, 1
	}
	if size == 3 {
		return rune(b0&0x0F)<<12 | rune(b1&0x3F)<<6 | rune(b2&0x3F), 3
	}
	b3 := s[3]
	if !isCont(b3) {
		return RuneError, 1
	}
	return rune(b0&0x07)<<18 | rune(b1&0x3F)<<12 | rune(b2&0x3F)<<6 | rune(b3&0x3F), 4
}

// DecodeLastRune decodes the last UTF-8 encoded rune of p and returns it and its width in
// bytes. Empty p gives (RuneError, 0); an invalid encoding gives (RuneError, 1).
func DecodeLastRune(p []byte) (r rune, size int) {
	end := len(p)
	if end == 0 {
		return RuneError, 0
	}
	if p[end-1] < RuneSelf {
		return rune(p[end-1]), 1
	}
	// Walk back to the last byte that could start a rune, at most UTFMax bytes.
	start := end - 1
	limit := end - UTFMax
	if limit < 0 {
		limit = 0
	}
	for start--; start >= limit; start-- {
		if RuneStart(p[start]) {
			break
		}
	}
	if start < 0 {
		start = 0
	}
	r, size = DecodeRune(p[start:end])
	if start+size != end {
		return RuneError, 1
	}
	return r, size
}

// DecodeLastRuneInString is DecodeLastRune for a string.
func DecodeLastRuneInString(s string) (r rune, size int) {
	end := len(s)
	if end == 0 {
		return RuneError, 0
	}
	if s[end-1] < RuneSelf {
		return rune(s[end-1]), 1
	}
	start := end - 1
	limit := end - UTFMax
	if limit < 0 {
		limit = 0
	}
	for start--; start >= limit; start-- {
		if RuneStart(s[start]) {
			break
		}
	}
	if start < 0 {
		start = 0
	}
	r, size = DecodeRuneInString(s[start:end])
	if start+size != end {
		return RuneError, 1
	}
	return r, size
}

// RuneLen returns the number of bytes of r's UTF-8 encoding, or -1 if r is not a value
// UTF-8 can encode.
func RuneLen(r rune) int {
	switch {
	case r < 0:
		return -1
	case r < 0x80:
		return 1
	case r < 0x800:
		return 2
	case surrogateMin <= r && r <= surrogateMax:
		return -1
	case r < 0x10000:
		return 3
	case r <= MaxRune:
		return 4
	}
	return -1
}

// EncodeRune writes the UTF-8 encoding of r into p, which must be large enough, and returns
// the number of bytes written. An invalid rune is written as RuneError.
//
// It is inline (in C, a static inline function in the package's header): the slice argument
// of a C call is copied through memory, and that copy stalls when it reads parts the caller
// has just written (a Writer's buffer and its end).
//
//so:inline
func EncodeRune(p []byte, r rune) int {
	switch u := uint32(r); {
	case u < RuneSelf:
		p[0] = byte(r)
		return 1
	case u < 0x800:
		_ = p[1]
		p[0] = 0xC0 | byte(r>>6)
		p[1] = 0x80 | byte(r)&0x3F
		return 2
	case u > MaxRune, surrogateMin <= u && u <= surrogateMax:
		r = RuneError
		fallthrough
	case u < 0x10000:
		_ = p[2]
		p[0] = 0xE0 | byte(r>>12)
		p[1] = 0x80 | byte(r>>6)&0x3F
		p[2] = 0x80 | byte(r)&0x3F
		return 3
	default:
		_ = p[3]
		p[0] = 0xF0 | byte(r>>18)
		p[1] = 0x80 | byte(r>>12)&0x3F
		p[2] = 0x80 | byte(r>>6)&0x3F
		p[3] = 0x80 | byte(r)&0x3F
		return 4
	}
}

// AppendRune appends the UTF-8 encoding of r to the end of p and returns the extended
// slice. An invalid rune is appended as RuneError.
func AppendRune(p []byte, r rune) []byte {
	if uint32(r) < RuneSelf {
		return append(p, byte(r))
	}
	var buf [UTFMax]byte
	n := EncodeRune(buf[:], r)
	return append(p, buf[:n]...)
}

// RuneCount returns the number of runes in p. Each byte of an invalid encoding counts as
// one rune of width 1.
func RuneCount(p []byte) int {
	n := 0
	for i := 0; i < len(p); n++ {
		if p[i] < RuneSelf {
			i++
			continue
		}
		_, size := DecodeRune(p[i:])
		i += size
	}
	return n
}

// RuneCountInString is RuneCount for a string.
func RuneCountInString(s string) int {
	n := 0
	for i := 0; i < len(s); n++ {
		if s[i] < RuneSelf {
			i++
			continue
		}
		_, size := DecodeRuneInString(s[i:])
		i += size
	}
	return n
}

// RuneStart reports whether b could be the first byte of an encoded rune (it is not a
// continuation byte).
func RuneStart(b byte) bool { return b&0xC0 != 0x80 }

// Valid reports whether p consists entirely of valid UTF-8 encoded runes.
func Valid(p []byte) bool {
	i := 0
	n := len(p)
	for i < n {
		// Skip ASCII eight bytes at a time.
		for i+8 <= n && (p[i]|p[i+1]|p[i+2]|p[i+3]|p[i+4]|p[i+5]|p[i+6]|p[i+7])&0x80 == 0 {
			i += 8
		}
		if i >= n {
			break
		}
		if p[i] < RuneSelf {
			i++
			continue
		}
		r, size := DecodeRune(p[i:])
		if r == RuneError && size == 1 {
			return false
		}
		i += size
	}
	return true
}

// ValidString reports whether s consists entirely of valid UTF-8 encoded runes.
func ValidString(s string) bool {
	i := 0
	n := len(s)
	for i < n {
		for i+8 <= n && (s[i]|s[i+1]|s[i+2]|s[i+3]|s[i+4]|s[i+5]|s[i+6]|s[i+7])&0x80 == 0 {
			i += 8
		}
		if i >= n {
			break
		}
		if s[i] < RuneSelf {
			i++
			continue
		}
		r, size := DecodeRuneInString(s[i:])
		if r == RuneError && size == 1 {
			return false
		}
		i += size
	}
	return true
}

// ValidRune reports whether r can be encoded as UTF-8: it is in 0..MaxRune and is not a
// surrogate half.
func ValidRune(r rune) bool {
	switch {
	case 0 <= r && r < surrogateMin:
		return true
	case surrogateMax < r && r <= MaxRune:
		return true
	}
	return false
}
