package strings

import (
	"solod.dev/so/mem"
	"solod.dev/so/unicode"
	"solod.dev/so/unicode/utf8"
)

// The functions here return slices from an allocator (nil: mem.System) that the caller owns
// and frees with mem.FreeSlice (or slices.Free) through the same allocator; the strings in
// them are parts of s. An empty result allocates nothing and is nil.

// Split slices s into the substrings between the separators sep; an empty sep splits after
// each rune.
func Split(a mem.Allocator, s, sep string) []string {
	return genSplit(a, s, sep, 0, -1)
}

// SplitN is Split returning at most n substrings (the last is the unsplit rest): none for
// n == 0, all of them for n < 0.
func SplitN(a mem.Allocator, s, sep string, n int) []string {
	return genSplit(a, s, sep, 0, n)
}

// SplitAfter slices s after each separator sep, which stays at the end of its substring.
func SplitAfter(a mem.Allocator, s, sep string) []string {
	return genSplit(a, s, sep, len(sep), -1)
}

// SplitAfterN is SplitAfter returning at most n substrings, as SplitN does.
func SplitAfterN(a mem.Allocator, s, sep string, n int) []string {
	return genSplit(a, s, sep, len(sep), n)
}

// genSplit splits s at sep, keeping sepSave bytes of sep in each substring, into at most n
// substrings (n < 0: all).
func genSplit(a mem.Allocator, s, sep string, sepSave, n int) []string {
	if n == 0 {
		return nil
	}
	if sep == "" {
		return explode(a, s, n)
	}
	if n < 0 {
		n = Count(s, sep) + 1
	}
	if n > len(s)+1 {
		n = len(s) + 1
	}
	out := mem.AllocSlice[string](a, n, n)
	i := 0
	for ; i < n-1; i++ {
		m := Index(s, sep)
		if m < 0 {
			break
		}
		out[i] = s[:m+sepSave]
		s = s[m+len(sep):]
	}
	out[i] = s
	return out[:i+1]
}

// explode splits s into its runes (an invalid byte is one), at most n (n < 0: all) with the
// rest in the last.
func explode(a mem.Allocator, s string, n int) []string {
	l := utf8.RuneCountInString(s)
	if n < 0 || n > l {
		n = l
	}
	out := mem.AllocSlice[string](a, n, n)
	for i := 0; i < n-1; i++ {
		_, size := utf8.DecodeRuneInString(s)
		out[i] = s[:size]
		s = s[size:]
	}
	if n > 0 {
		out[n-1] = s
	}
	return out
}

// Fields splits s around runs of white space (unicode.IsSpace) into the non-empty words
// between them.
func Fields(a mem.Allocator, s string) []string {
	// Count the words, and whether s is ASCII.
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
	out := mem.AllocSlice[string](a, n, n)
	k := 0
	i := 0
	for k < n {
		for asciiSpace[s[i]] {
			i++
		}
		start := i
		for i < len(s) && !asciiSpace[s[i]] {
			i++
		}
		out[k] = s[start:i]
		k++
	}
	return out
}

// FieldsFunc splits s around runs of runes for which f holds into the non-empty words
// between them. f may be called more than once for a rune (Go makes no promise either).
func FieldsFunc(a mem.Allocator, s string, f RunePredicate) []string {
	n := 0
	inWord := false
	for _, r := range s {
		sep := f(r)
		if !inWord && !sep {
			n++
		}
		inWord = !sep
	}
	out := mem.AllocSlice[string](a, n, n)
	k := 0
	start := -1
	for i, r := range s {
		if f(r) {
			if start >= 0 {
				out[k] = s[start:i]
				k++
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out[k] = s[start:]
	}
	return out
}
