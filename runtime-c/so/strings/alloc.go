package strings

import (
	"unsafe"

	"solod.dev/so/mem"
	"solod.dev/so/unicode"
	"solod.dev/so/unicode/utf8"
)

const maxInt = int(^uint(0) >> 1)

// RuneFunc maps a rune to another; a negative result drops the rune (Map).
type RuneFunc func(rune) rune

// Clone returns a copy of s in memory from a (nil: mem.System) that the caller owns
// (mem.FreeString); "" allocates nothing.
func Clone(a mem.Allocator, s string) string {
	if s == "" {
		return ""
	}
	b := mem.AllocSlice[byte](a, len(s), len(s))
	copy(b, s)
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// Join concatenates elems with sep between them, in memory from a (nil: mem.System) that the
// caller owns; an empty result allocates nothing.
func Join(a mem.Allocator, elems []string, sep string) string {
	if len(elems) == 0 {
		return ""
	}
	n := 0
	if len(elems) > 1 {
		if len(sep) > maxInt/(len(elems)-1) {
			panic("strings: Join output length overflow")
		}
		n = len(sep) * (len(elems) - 1)
	}
	for _, e := range elems {
		if len(e) > maxInt-n {
			panic("strings: Join output length overflow")
		}
		n += len(e)
	}
	if n == 0 {
		return ""
	}
	buf := mem.AllocSlice[byte](a, n, n)
	w := copy(buf, elems[0])
	for _, e := range elems[1:] {
		w += copy(buf[w:], sep)
		w += copy(buf[w:], e)
	}
	return unsafe.String(unsafe.SliceData(buf), n)
}

// Repeat returns count copies of s, in memory from a (nil: mem.System) that the caller owns;
// an empty result allocates nothing. It panics if count is negative or the result's length
// overflows.
func Repeat(a mem.Allocator, s string, count int) string {
	switch {
	case count < 0:
		panic("strings: negative Repeat count")
	case count == 0 || s == "":
		return ""
	case len(s) > maxInt/count:
		panic("strings: Repeat output length overflow")
	}
	n := len(s) * count
	buf := mem.AllocSlice[byte](a, n, n)
	w := copy(buf, s)
	for w < n {
		w += copy(buf[w:], buf[:w])
	}
	return unsafe.String(unsafe.SliceData(buf), n)
}

// Replace returns s with its first n non-overlapping old replaced by new (all of them if n
// is negative), in memory from a (nil: mem.System) that the caller owns; an empty result
// allocates nothing. An empty old matches at the start and after each rune.
func Replace(a mem.Allocator, s, old, new string, n int) string {
	m := 0
	if n != 0 && old != new {
		m = Count(s, old)
	}
	if m == 0 {
		return Clone(a, s)
	}
	if n < 0 || m < n {
		n = m
	}
	size := len(s) + n*(len(new)-len(old))
	if size == 0 {
		return ""
	}
	buf := mem.AllocSlice[byte](a, size, size)
	w, start := 0, 0
	for i := 0; i < n; i++ {
		j := start
		if old == "" {
			if i > 0 {
				_, width := utf8.DecodeRuneInString(s[start:])
				j += width
			}
		} else {
			j += Index(s[start:], old)
		}
		w += copy(buf[w:], s[start:j])
		w += copy(buf[w:], new)
		start = j + len(old)
	}
	copy(buf[w:], s[start:])
	return unsafe.String(unsafe.SliceData(buf), size)
}

// ReplaceAll is Replace with n = -1.
func ReplaceAll(a mem.Allocator, s, old, new string) string {
	return Replace(a, s, old, new, -1)
}

// Map returns s with each rune replaced by mapping's result (dropped when it is negative;
// an invalid byte is passed as utf8.RuneError), in memory from a (nil: mem.System) that the
// caller owns; an empty result allocates nothing. mapping is called once per rune, in order.
func Map(a mem.Allocator, mapping RuneFunc, s string) string {
	// buf is used to its full length; w is how much of it is written.
	buf := mem.AllocSlice[byte](a, len(s)+utf8.UTFMax, len(s)+utf8.UTFMax)
	w := 0
	for i := 0; i < len(s); {
		c, size := rune(s[i]), 1
		if c >= utf8.RuneSelf {
			c, size = utf8.DecodeRuneInString(s[i:])
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

// grow returns buf with room for at least n more bytes than it has: about twice
// as large, from a, with the same length as capacity.
func grow(a mem.Allocator, buf []byte, n int) []byte {
	size := 2*len(buf) + n
	return mem.ReallocSlice(a, buf, size, size)
}

// fit returns buf[:w] as a string in memory of exactly its length (nothing for ""), giving
// the rest of buf back to a.
func fit(a mem.Allocator, buf []byte, w int) string {
	if w == 0 {
		mem.FreeSlice(a, buf)
		return ""
	}
	if w < cap(buf) {
		buf = mem.ReallocSlice(a, buf, w, w)
	}
	return unsafe.String(unsafe.SliceData(buf), w)
}

// Which case mapCase maps to.
const (
	toUpper = iota
	toLower
	toTitle
)

// mapCase is Map with unicode.ToUpper, ToLower or ToTitle, with ASCII mapped inline.
func mapCase(a mem.Allocator, s string, to int) string {
	if s == "" {
		return ""
	}
	if isASCII(s) {
		return mapASCII(a, s, to)
	}
	// While ASCII is copied, one byte out for one in: room for the rest of s and one more
	// rune is checked only before a rune that is not ASCII.
	buf := mem.AllocSlice[byte](a, len(s)+utf8.UTFMax, len(s)+utf8.UTFMax)
	w := 0
	for i := 0; i < len(s); {
		if to == toLower {
			for ; i < len(s) && s[i] < utf8.RuneSelf; i++ {
				c := s[i]
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				buf[w] = c
				w++
			}
		} else {
			for ; i < len(s) && s[i] < utf8.RuneSelf; i++ {
				c := s[i]
				if 'a' <= c && c <= 'z' {
					c -= 'a' - 'A'
				}
				buf[w] = c
				w++
			}
		}
		if i == len(s) {
			break
		}
		if len(buf)-w < len(s)-i+utf8.UTFMax {
			buf = grow(a, buf, len(s)-i+utf8.UTFMax)
		}
		r, size := utf8.DecodeRuneInString(s[i:])
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

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	var bits byte
	for i := 0; i < len(s); i++ {
		bits |= s[i]
	}
	return bits < utf8.RuneSelf
}

// mapASCII is mapCase of an ASCII s (not empty), in loops the C compiler vectorizes.
func mapASCII(a mem.Allocator, s string, to int) string {
	buf := mem.AllocSlice[byte](a, len(s), len(s))
	buf = buf[:len(s)]
	if to == toLower {
		for i := 0; i < len(s); i++ {
			c := s[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			buf[i] = c
		}
	} else {
		for i := 0; i < len(s); i++ {
			c := s[i]
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			buf[i] = c
		}
	}
	return unsafe.String(unsafe.SliceData(buf), len(buf))
}

// ToUpper returns s with every letter mapped to upper case, in memory from a (nil:
// mem.System) that the caller owns.
func ToUpper(a mem.Allocator, s string) string {
	return mapCase(a, s, toUpper)
}

// ToLower returns s with every letter mapped to lower case, in memory from a (nil:
// mem.System) that the caller owns.
func ToLower(a mem.Allocator, s string) string {
	return mapCase(a, s, toLower)
}

// ToTitle returns s with every letter mapped to title case, in memory from a (nil:
// mem.System) that the caller owns.
func ToTitle(a mem.Allocator, s string) string {
	return mapCase(a, s, toTitle)
}

// ToUpperSpecial is ToUpper with the case mappings of c first.
func ToUpperSpecial(a mem.Allocator, c unicode.SpecialCase, s string) string {
	return Map(a, c.ToUpper, s)
}

// ToLowerSpecial is ToLower with the case mappings of c first.
func ToLowerSpecial(a mem.Allocator, c unicode.SpecialCase, s string) string {
	return Map(a, c.ToLower, s)
}

// ToTitleSpecial is ToTitle with the case mappings of c first.
func ToTitleSpecial(a mem.Allocator, c unicode.SpecialCase, s string) string {
	return Map(a, c.ToTitle, s)
}

// ToValidUTF8 returns s with each run of invalid UTF-8 bytes replaced by replacement, in
// memory from a (nil: mem.System) that the caller owns.
func ToValidUTF8(a mem.Allocator, s, replacement string) string {
	buf := mem.AllocSlice[byte](a, len(s)+len(replacement), len(s)+len(replacement))
	w := 0
	invalid := false // the previous byte was invalid
	for i := 0; i < len(s); {
		c := s[i]
		size := 1
		if c >= utf8.RuneSelf {
			_, size = utf8.DecodeRuneInString(s[i:])
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
