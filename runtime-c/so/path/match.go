package path

import (
	"solod.dev/so/errors"
	"solod.dev/so/unicode/utf8"
)

// ErrBadPattern is Match's error for a malformed pattern.
var ErrBadPattern = errors.New("syntax error in pattern")

// Match reports whether name matches the shell pattern, all of it:
//
//	pattern: { term }
//	term:    '*'          any sequence of non-'/' characters
//	         '?'          any single non-'/' character
//	         '[' [ '^' ] { range } ']'   a character class (not empty)
//	         c            the character c (not '*', '?', '\\' or '[')
//	         '\\' c       the character c
//	range:   c | c '-' c  (with '\\' escapes; '-' and ']' must be escaped)
//
// The only error is ErrBadPattern; a pattern that fails to match early is still checked to
// the end for it, as Go's Match does.
func Match(pattern, name string) (matched bool, err error) {
	for len(pattern) > 0 {
		star, chunk, rest := nextChunk(pattern)
		pattern = rest
		if star && chunk == "" {
			// A trailing star takes the rest of the name, if it has no slash.
			return indexSlash(name) < 0, nil
		}
		// The chunk right here; as the last chunk it must end the name.
		tail, ok, err := matchChunk(chunk, name)
		if ok && (tail == "" || pattern != "") {
			name = tail
			continue
		}
		if err != nil {
			return false, err
		}
		found := false
		if star {
			// After a star: the chunk further on, skipping no slash.
			for i := 0; i < len(name) && name[i] != '/'; i++ {
				tail, ok, err := matchChunk(chunk, name[i+1:])
				if ok {
					if pattern == "" && tail != "" {
						continue
					}
					name = tail
					found = true
					break
				}
				if err != nil {
					return false, err
				}
			}
		}
		if found {
			continue
		}
		// No match: the rest of the pattern must still be well formed.
		for pattern != "" {
			_, chunk, rest := nextChunk(pattern)
			pattern = rest
			if _, _, err := matchChunk(chunk, ""); err != nil {
				return false, err
			}
		}
		return false, nil
	}
	return name == "", nil
}

func indexSlash(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}

// nextChunk splits off the pattern's leading stars (star reports whether there were any)
// and the text up to the next star outside a character class.
func nextChunk(pattern string) (star bool, chunk, rest string) {
	for len(pattern) > 0 && pattern[0] == '*' {
		pattern = pattern[1:]
		star = true
	}
	inClass := false
	i := 0
	for ; i < len(pattern); i++ {
		c := pattern[i]
		if c == '*' && !inClass {
			break
		}
		switch c {
		case '\\':
			if i+1 < len(pattern) {
				i++ // the escaped character
			}
		case '[':
			inClass = true
		case ']':
			inClass = false
		}
	}
	return star, pattern[:i], pattern[i:]
}

// matchChunk matches chunk (no stars) against the start of s and returns what follows the
// match. Once the match has failed it goes on reading the chunk to report ErrBadPattern.
func matchChunk(chunk, s string) (rest string, ok bool, err error) {
	failed := false
	for len(chunk) > 0 {
		if !failed && len(s) == 0 {
			failed = true
		}
		switch chunk[0] {
		case '[':
			var r rune
			if !failed {
				var n int
				r, n = utf8.DecodeRuneInString(s)
				s = s[n:]
			}
			chunk = chunk[1:]
			negated := len(chunk) > 0 && chunk[0] == '^'
			if negated {
				chunk = chunk[1:]
			}
			inClass := false
			for ranges := 0; ; ranges++ {
				if len(chunk) > 0 && chunk[0] == ']' && ranges > 0 {
					chunk = chunk[1:]
					break
				}
				lo, after, err := classChar(chunk)
				if err != nil {
					return "", false, err
				}
				chunk = after
				hi := lo
				if chunk[0] == '-' {
					hi, after, err = classChar(chunk[1:])
					if err != nil {
						return "", false, err
					}
					chunk = after
				}
				if lo <= r && r <= hi {
					inClass = true
				}
			}
			if inClass == negated {
				failed = true
			}
		case '?':
			if !failed {
				if s[0] == '/' {
					failed = true
				}
				_, n := utf8.DecodeRuneInString(s)
				s = s[n:]
			}
			chunk = chunk[1:]
		default:
			if chunk[0] == '\\' {
				chunk = chunk[1:]
				if len(chunk) == 0 {
					return "", false, ErrBadPattern
				}
			}
			if !failed {
				if chunk[0] != s[0] {
					failed = true
				}
				s = s[1:]
			}
			chunk = chunk[1:]
		}
	}
	if failed {
		return "", false, nil
	}
	return s, true, nil
}

// classChar reads one character of a class (escaped with '\\' or not) and returns it and
// the rest of the chunk, which must not be empty (the class still needs its ']').
func classChar(chunk string) (r rune, rest string, err error) {
	if len(chunk) == 0 || chunk[0] == '-' || chunk[0] == ']' {
		return 0, "", ErrBadPattern
	}
	if chunk[0] == '\\' {
		chunk = chunk[1:]
		if len(chunk) == 0 {
			return 0, "", ErrBadPattern
		}
	}
	r, n := utf8.DecodeRuneInString(chunk)
	if r == utf8.RuneError && n == 1 {
		err = ErrBadPattern
	}
	rest = chunk[n:]
	if len(rest) == 0 {
		err = ErrBadPattern
	}
	return r, rest, err
}
