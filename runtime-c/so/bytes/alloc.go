package bytes

import (
	"unsafe"

	"solod.dev/so/mem"
	"solod.dev/so/unicode"
	"solod.dev/so/unicode/utf8"
)

// The functions here return memory from an allocator (nil: mem.System) that the caller owns
// and gives back with mem.FreeSlice (mem.FreeString for String's result). An empty result
// allocates nothing and is nil, except Clone's.

const maxInt = int(^uint(0) >> 1)

// RuneFunc maps a rune to another; a negative result drops the rune (Map).
type RuneFunc func(rune) rune

// Clone returns a copy of b; nil for nil, and an empty non-nil slice (no allocation) for an
// empty one.
func Clone(a mem.Allocator, b []byte) []byte {
	if len(b) == 0 {
		return b[:0:0]
	}
	c := mem.AllocSlice[byte](a, len(b), len(b))
	copy(c, b)
	return c
}

// String returns a string holding b's bytes, in memory from a; "" allocates nothing. (Go's
// string(b) copies into the caller's frame in So.)
func String(a mem.Allocator, b []byte) string {
	if len(b) == 0 {
		return ""
	}
	c := mem.AllocSlice[byte](a, len(b), len(b))
	copy(c, b)
	return unsafe.String(unsafe.SliceData(c), len(c))
}

// Join concatenates the slices of s with sep between them.
func Join(a mem.Allocator, s [][]byte, sep []byte) []byte {
	if len(s) == 0 {
		return nil
	}
	n := 0
	if len(s) > 1 {
		if len(sep) > maxInt/(len(s)-1) {
			panic("bytes: Join output length overflow")
		}
		n = len(sep) * (len(s) - 1)
	}
	for _, v := range s {
		if len(v) > maxInt-n {
			panic("bytes: Join output length overflow")
		}
		n += len(v)
	}
	if n == 0 {
		return nil
	}
	out := mem.AllocSlice[byte](a, n, n)
	w := copy(out, s[0])
	for _, v := range s[1:] {
		w += copy(out[w:], sep)
		w += copy(out[w:], v)
	}
	return out
}

// Repeat returns count copies of b. It panics if count is negative or the length overflows.
func Repeat(a mem.Allocator, b []byte, count int) []byte {
	switch {
	case count < 0:
		panic("bytes: negative Repeat count")
	case count == 0 || len(b) == 0:
		return nil
	case len(b) > maxInt/count:
		panic("bytes: Repeat output length overflow")
	}
	n := len(b) * count
	out := mem.AllocSlice[byte](a, n, n)
	w := copy(out, b)
	for w < n {
		w += copy(out[w:], out[:w])
	}
	return out
}

// Replace returns a copy of s with its first n non-overlapping old replaced by new (all of
// them if n is negative). An empty old matches at the start and after each rune.
func Replace(a mem.Allocator, s, old, new []byte, n int) []byte {
	m := 0
	if n != 0 {
		m = Count(s, old)
	}
	if m == 0 {
		if len(s) == 0 {
			return nil
		}
		return Clone(a, s)
	}
	if n < 0 || m < n {
		n = m
	}
	size := len(s) + n*(len(new)-len(old))
	if size == 0 {
		return nil
	}
	out := mem.AllocSlice[byte](a, size, size)
	w, start := 0, 0
	for i := 0; i < n; i++ {
		j := start
		if len(old) == 0 {
			if i > 0 {
				_, width := utf8.DecodeRune(s[start:])
				j += width
			}
		} else {
			j += Index(s[start:], old)
		}
		w += copy(out[w:], s[start:j])
		w += copy(out[w:], new)
		start = j + len(old)
	}
	copy(out[w:], s[start:])
	return out
}

// ReplaceAll is Replace with n = -1.
func ReplaceAll(a mem.Allocator, s, old, new []byte) []byte {
	return Replace(a, s, old, new, -1)
}

// Runes returns the runes of s (as UTF-8; an invalid byte is utf8.RuneError).
func Runes(a mem.Allocator, s []byte) []rune {
	n := utf8.RuneCount(s)
	if n == 0 {
		return nil
	}
	out := mem.AllocSlice[rune](a, n, n)
	for i := 0; len(s) > 0; i++ {
		r, size := utf8.DecodeRune(s)
		out[i] = r
		s = s[size:]
	}
	return out
}

// grow returns buf (used to its full length) with room for n more bytes.
func grow(a mem.Allocator, buf []byte, n int) []byte {
	size := 2*len(buf) + n
	return mem.ReallocSlice(a, buf, size, size)
}

// fit returns buf[:w] with its memory cut to w (nil for 0).
func fit(a mem.Allocator, buf []byte, w int) []byte {
	if w == 0 {
		mem.FreeSlice(a, buf)
		return nil
	}
	if w < cap(buf) {
		buf = mem.ReallocSlice(a, buf, w, w)
	}
	return buf[:w]
}

// Map returns a copy of s (as UTF-8) with each rune replaced by mapping's result (dropped
// when negative; an invalid byte is passed as utf8.RuneError). mapping is called once per
// rune, in order.
func Map(a mem.Allocator, mapping RuneFunc, s []byte) []byte {
	buf := mem.AllocSlice[byte](a, len(s)+utf8.UTFMax, len(s)+utf8.UTFMax)
	w := 0
	for i := 0; i < len(s); {
		c, size := rune(s[i]), 1
		if c >= utf8.RuneSelf {
			c, size = utf8.DecodeRune(s[i:])
		}
		i += size
		r := mapping(c)
		if r < 0 {
			continue
		}
		if len(buf)-w < utf8.UTFMax {
			buf = grow(a, buf, utf8.UTFMax)
		}
		if r < utf8.RuneSelf {
			buf[w] = byte(r)
			w++
		} else {
			w += utf8.EncodeRune(buf[w:], r)
		}
	}
	return fit(a, buf, w)
}

// Which case mapCase maps to.
const (
	toUpper = iota
	toLower
	toTitle
)

func isASCII(s []byte) bool {
	var bits byte
	for i := 0; i < len(s); i++ {
		bits |= s[i]
	}
	return bits < utf8.RuneSelf
}

// mapCase is Map with unicode.ToUpper, ToLower or ToTitle, with ASCII mapped inline.
func mapCase(a mem.Allocator, s []byte, to int) []byte {
	if len(s) == 0 {
		return nil
	}
	if isASCII(s) {
		out := mem.AllocSlice[byte](a, len(s), len(s))
		out = out[:len(s)]
		if to == toLower {
			for i := 0; i < len(s); i++ {
				c := s[i]
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				out[i] = c
			}
		} else {
			for i := 0; i < len(s); i++ {
				c := s[i]
				if 'a' <= c && c <= 'z' {
					c -= 'a' - 'A'
				}
				out[i] = c
			}
		}
		return out
	}
	// While ASCII is copied, one byte out for one in: room for the rest of s and one more
	// rune is checked only before a rune that is not ASCII.
	buf := mem.AllocSlice[byte](a, len(s)+utf8.UTFMax, len(s)+utf8.UTFMax)
	w := 0
	for i := 0; i < len(s); {
		for ; i < len(s) && s[i] < utf8.RuneSelf; i++ {
			c := s[i]
			switch {
			case to == toLower && 'A' <= c && c <= 'Z':
				c += 'a' - 'A'
			case to != toLower && 'a' <= c && c <= 'z':
				c -= 'a' - 'A'
			}
			buf[w] = c
			w++
		}
		if i == len(s) {
			break
		}
		if len(buf)-w < len(s)-i+utf8.UTFMax {
			buf = grow(a, buf, len(s)-i+utf8.UTFMax)
		}
		r, size := utf8.DecodeRune(s[i:])
		i += size
		switch to {
		case toUpper:
			r = unicode.ToUpper(r)
		case toLower:
			r = unicode.ToLower(r)
		default:
			r = unicode.ToTitle(r)
		}
		w += utf8.EncodeRune(buf[w:], r)
	}
	return fit(a, buf, w)
}

// ToUpper returns a copy of s with every letter mapped to upper case.
func ToUpper(a mem.Allocator, s []byte) []byte { return mapCase(a, s, toUpper) }

// ToLower returns a copy of s with every letter mapped to lower case.
func ToLower(a mem.Allocator, s []byte) []byte { return mapCase(a, s, toLower) }

// ToTitle returns a copy of s with every letter mapped to title case.
func ToTitle(a mem.Allocator, s []byte) []byte { return mapCase(a, s, toTitle) }

// ToUpperSpecial is ToUpper with the case mappings of c first.
func ToUpperSpecial(a mem.Allocator, c unicode.SpecialCase, s []byte) []byte {
	return Map(a, c.ToUpper, s)
}

// ToLowerSpecial is ToLower with the case mappings of c first.
func ToLowerSpecial(a mem.Allocator, c unicode.SpecialCase, s []byte) []byte {
	return Map(a, c.ToLower, s)
}

// ToTitleSpecial is ToTitle with the case mappings of c first.
func ToTitleSpecial(a mem.Allocator, c unicode.SpecialCase, s []byte) []byte {
	return Map(a, c.ToTitle, s)
}

// ToValidUTF8 returns a copy of s with each run of invalid UTF-8 bytes replaced by
// replacement.
func ToValidUTF8(a mem.Allocator, s, replacement []byte) []byte {
	buf := mem.AllocSlice[byte](a, len(s)+len(replacement), len(s)+len(replacement))
	w := 0
	invalid := false // the previous byte was invalid
	for i := 0; i < len(s); {
		c := s[i]
		size := 1
		if c >= utf8.RuneSelf {
			_, size = utf8.DecodeRune(s[i:])
		}
		if size == 1 && c >= utf8.RuneSelf {
			i++
			if invalid {
				continue
			}
			invalid = true
			if len(buf)-w < len(replacement) {
				buf = grow(a, buf, len(replacement))
			}
			w += copy(buf[w:], replacement)
			continue
		}
		invalid = false
		if len(buf)-w < size {
			buf = grow(a, buf, size)
		}
		w += copy(buf[w:], s[i:i+size])
		i += size
	}
	return fit(a, buf, w)
}

// Split slices s into the subslices between the separators sep; an empty sep splits after
// each rune. The subslices are parts of s, with their capacity cut at their end. The outer
// slice is from a.
func Split(a mem.Allocator, s, sep []byte) [][]byte {
	return genSplit(a, s, sep, 0, -1)
}

// SplitN is Split returning at most n subslices (the last is the unsplit rest): none for
// n == 0, all of them for n < 0.
func SplitN(a mem.Allocator, s, sep []byte, n int) [][]byte {
	return genSplit(a, s, sep, 0, n)
}

// SplitAfter slices s after each separator sep, which stays at the end of its subslice.
func SplitAfter(a mem.Allocator, s, sep []byte) [][]byte {
	return genSplit(a, s, sep, len(sep), -1)
}

// SplitAfterN is SplitAfter returning at most n subslices, as SplitN does.
func SplitAfterN(a mem.Allocator, s, sep []byte, n int) [][]byte {
	return genSplit(a, s, sep, len(sep), n)
}

func genSplit(a mem.Allocator, s, sep []byte, sepSave, n int) [][]byte {
	if n == 0 {
		return nil
	}
	if len(sep) == 0 {
		return explode(a, s, n)
	}
	if n < 0 {
		n = Count(s, sep) + 1
	}
	if n > len(s)+1 {
		n = len(s) + 1
	}
	out := mem.AllocSlice[[]byte](a, n, n)
	i := 0
	for ; i < n-1; i++ {
		m := Index(s, sep)
		if m < 0 {
			break
		}
		out[i] = s[: m+sepSave : m+sepSave]
		s = s[m+len(sep):]
	}
	out[i] = s
	return out[:i+1]
}

// explode splits s into its runes, at most n (n <= 0: all) with the rest in the last.
func explode(a mem.Allocator, s []byte, n int) [][]byte {
	if n <= 0 || n > len(s) {
		n = len(s)
	}
	out := mem.AllocSlice[[]byte](a, n, n)
	k := 0
	for len(s) > 0 {
		if k+1 >= n {
			out[k] = s
			k++
			break
		}
		_, size := utf8.DecodeRune(s)
		out[k] = s[0:size:size]
		s = s[size:]
		k++
	}
	return out[:k]
}

// Fields splits s around runs of white space (unicode.IsSpace, as UTF-8) into the non-empty
// words between them: parts of s with their capacity cut at their end.
func Fields(a mem.Allocator, s []byte) [][]byte {
	n := 0
	wasSpace := true
	var bits byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		bits |= c
		space := asciiSpace[c]
		if wasSpace && !space {
			n++
		}
		wasSpace = space
	}
	if bits >= utf8.RuneSelf {
		return FieldsFunc(a, s, unicode.IsSpace)
	}
	out := mem.AllocSlice[[]byte](a, n, n)
	i := 0
	for k := 0; k < n; k++ {
		for asciiSpace[s[i]] {
			i++
		}
		start := i
		for i < len(s) && !asciiSpace[s[i]] {
			i++
		}
		out[k] = s[start:i:i]
	}
	return out
}

// FieldsFunc splits s around runs of runes for which f holds into the non-empty parts between
// them. f may be called more than once for a rune.
func FieldsFunc(a mem.Allocator, s []byte, f RunePredicate) [][]byte {
	n := 0
	inWord := false
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(s[i:])
		}
		sep := f(r)
		if !inWord && !sep {
			n++
		}
		inWord = !sep
		i += size
	}
	out := mem.AllocSlice[[]byte](a, n, n)
	k := 0
	start := -1
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(s[i:])
		}
		if f(r) {
			if start >= 0 {
				out[k] = s[start:i:i]
				k++
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		i += size
	}
	if start >= 0 {
		out[k] = s[start:len(s):len(s)]
	}
	return out
}
