package strconv

import (
	"solod.dev/so/unicode"
	"solod.dev/so/unicode/utf8"
)

const lowerhex = "0123456789abcdef"

// Quote returns s as a double-quoted Go string literal: control characters, non-printable
// runes (IsPrint) and invalid UTF-8 bytes are escaped (\t, \n, \xFF, \u0100, ...). The result
// is written into dst's memory and shares it; dst's capacity must hold it (4*len(s)+2 bytes
// always do).
func Quote(dst []byte, s string) string {
	return view(appendQuoted(dst[:0], s, '"', false, false))
}

// AppendQuote appends Quote's literal of s to dst and returns the extended slice.
func AppendQuote(dst []byte, s string) []byte {
	return appendQuoted(dst, s, '"', false, false)
}

// QuoteToASCII is Quote that also escapes every non-ASCII rune.
func QuoteToASCII(dst []byte, s string) string {
	return view(appendQuoted(dst[:0], s, '"', true, false))
}

// AppendQuoteToASCII appends QuoteToASCII's literal of s to dst.
func AppendQuoteToASCII(dst []byte, s string) []byte {
	return appendQuoted(dst, s, '"', true, false)
}

// QuoteToGraphic is Quote that leaves the graphic runes (IsGraphic, which includes Unicode's
// spaces) unescaped.
func QuoteToGraphic(dst []byte, s string) string {
	return view(appendQuoted(dst[:0], s, '"', false, true))
}

// AppendQuoteToGraphic appends QuoteToGraphic's literal of s to dst.
func AppendQuoteToGraphic(dst []byte, s string) []byte {
	return appendQuoted(dst, s, '"', false, true)
}

// QuoteRune returns r as a single-quoted Go character literal, escaped as Quote escapes (an
// invalid rune becomes U+FFFD). dst's capacity must hold it (12 bytes always do).
func QuoteRune(dst []byte, r rune) string {
	return view(appendQuotedRune(dst[:0], r, false, false))
}

// AppendQuoteRune appends QuoteRune's literal of r to dst.
func AppendQuoteRune(dst []byte, r rune) []byte {
	return appendQuotedRune(dst, r, false, false)
}

// QuoteRuneToASCII is QuoteRune that also escapes a non-ASCII rune.
func QuoteRuneToASCII(dst []byte, r rune) string {
	return view(appendQuotedRune(dst[:0], r, true, false))
}

// AppendQuoteRuneToASCII appends QuoteRuneToASCII's literal of r to dst.
func AppendQuoteRuneToASCII(dst []byte, r rune) []byte {
	return appendQuotedRune(dst, r, true, false)
}

// QuoteRuneToGraphic is QuoteRune that leaves a graphic rune unescaped.
func QuoteRuneToGraphic(dst []byte, r rune) string {
	return view(appendQuotedRune(dst[:0], r, false, true))
}

// AppendQuoteRuneToGraphic appends QuoteRuneToGraphic's literal of r to dst.
func AppendQuoteRuneToGraphic(dst []byte, r rune) []byte {
	return appendQuotedRune(dst, r, false, true)
}

// appendQuoted is flattened (appendEscapedRune inlined): in C a slice argument and result are
// copied through memory at each call, a copy that stalls when it reads parts just written.
//
//so:attr flatten
func appendQuoted(buf []byte, s string, quote byte, ascii, graphic bool) []byte {
	buf = append(buf, quote)
	for i := 0; i < len(s); {
		c := s[i]
		// Printable ASCII other than the quote and the backslash: copy the run at once.
		if c >= 0x20 && c < 0x7F && c != quote && c != '\\' {
			j := i + 1
			for j < len(s) && s[j] >= 0x20 && s[j] < 0x7F && s[j] != quote && s[j] != '\\' {
				j++
			}
			buf = append(buf, s[i:j]...)
			i = j
			continue
		}
		r := rune(c)
		width := 1
		if c >= utf8.RuneSelf {
			r, width = utf8.DecodeRuneInString(s[i:])
		}
		if width == 1 && r == utf8.RuneError {
			buf = append(buf, '\\', 'x', lowerhex[c>>4], lowerhex[c&0xF])
		} else if width > 1 && !ascii && IsPrint(r) {
			// A printable multi-byte rune: its bytes as they are, which is what encoding it
			// gives.
			buf = append(buf, s[i:i+width]...)
		} else if c == quote || c == '\\' {
			buf = append(buf, '\\', c)
		} else {
			buf = appendEscapedRune(buf, r, quote, ascii, graphic)
		}
		i += width
	}
	return append(buf, quote)
}

func appendQuotedRune(buf []byte, r rune, ascii, graphic bool) []byte {
	buf = append(buf, '\'')
	if !utf8.ValidRune(r) {
		r = utf8.RuneError
	}
	buf = appendEscapedRune(buf, r, '\'', ascii, graphic)
	return append(buf, '\'')
}

func appendEscapedRune(buf []byte, r rune, quote byte, ascii, graphic bool) []byte {
	if r == rune(quote) || r == '\\' {
		return append(buf, '\\', byte(r))
	}
	if ascii {
		if r < utf8.RuneSelf && IsPrint(r) {
			return append(buf, byte(r))
		}
	} else if IsPrint(r) || graphic && unicode.IsGraphic(r) {
		return utf8.AppendRune(buf, r)
	}
	switch r {
	case '\a':
		return append(buf, '\\', 'a')
	case '\b':
		return append(buf, '\\', 'b')
	case '\f':
		return append(buf, '\\', 'f')
	case '\n':
		return append(buf, '\\', 'n')
	case '\r':
		return append(buf, '\\', 'r')
	case '\t':
		return append(buf, '\\', 't')
	case '\v':
		return append(buf, '\\', 'v')
	}
	switch {
	case r < ' ' || r == 0x7F:
		return append(buf, '\\', 'x', lowerhex[byte(r)>>4], lowerhex[byte(r)&0xF])
	case !utf8.ValidRune(r):
		r = 0xFFFD
	}
	if r < 0x10000 {
		buf = append(buf, '\\', 'u')
		for s := 12; s >= 0; s -= 4 {
			buf = append(buf, lowerhex[r>>uint(s)&0xF])
		}
		return buf
	}
	buf = append(buf, '\\', 'U')
	for s := 28; s >= 0; s -= 4 {
		buf = append(buf, lowerhex[r>>uint(s)&0xF])
	}
	return buf
}

// CanBackquote reports whether s can be written as a raw string literal unchanged: a single
// line without a backquote, control characters other than tab, or U+FEFF.
func CanBackquote(s string) bool {
	for len(s) > 0 {
		r, w := utf8.DecodeRuneInString(s)
		s = s[w:]
		if w > 1 {
			if r == '\ufeff' {
				return false
			}
			continue
		}
		if r == utf8.RuneError {
			return false
		}
		if (r < ' ' && r != '\t') || r == '`' || r == 0x7F {
			return false
		}
	}
	return true
}

func unhex(b byte) (rune, bool) {
	c := rune(b)
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// UnquoteChar decodes the first character or escape sequence of s, the inside of a literal
// quoted by quote ('"', '\” or 0 for none: an unescaped quote of that kind is an error). It
// returns the value, whether it needs a multi-byte UTF-8 encoding, the rest of s, and
// ErrSyntax for a malformed sequence.
func UnquoteChar(s string, quote byte) (value rune, multibyte bool, tail string, err error) {
	if len(s) == 0 {
		return 0, false, "", ErrSyntax
	}
	c := s[0]
	switch {
	case c == quote && (quote == '\'' || quote == '"'):
		return 0, false, "", ErrSyntax
	case c >= utf8.RuneSelf:
		r, size := utf8.DecodeRuneInString(s)
		return r, true, s[size:], nil
	case c != '\\':
		return rune(c), false, s[1:], nil
	}
	if len(s) <= 1 {
		return 0, false, "", ErrSyntax
	}
	c = s[1]
	s = s[2:]
	switch c {
	case 'a':
		value = '\a'
	case 'b':
		value = '\b'
	case 'f':
		value = '\f'
	case 'n':
		value = '\n'
	case 'r':
		value = '\r'
	case 't':
		value = '\t'
	case 'v':
		value = '\v'
	case 'x', 'u', 'U':
		n := 2
		if c == 'u' {
			n = 4
		} else if c == 'U' {
			n = 8
		}
		if len(s) < n {
			return 0, false, "", ErrSyntax
		}
		var v rune
		for j := 0; j < n; j++ {
			x, ok := unhex(s[j])
			if !ok {
				return 0, false, "", ErrSyntax
			}
			v = v<<4 | x
		}
		s = s[n:]
		if c == 'x' {
			value = v
			break
		}
		if !utf8.ValidRune(v) {
			return 0, false, "", ErrSyntax
		}
		value = v
		multibyte = true
	case '0', '1', '2', '3', '4', '5', '6', '7':
		v := rune(c) - '0'
		if len(s) < 2 {
			return 0, false, "", ErrSyntax
		}
		for j := 0; j < 2; j++ {
			x := rune(s[j]) - '0'
			if x < 0 || x > 7 {
				return 0, false, "", ErrSyntax
			}
			v = v<<3 | x
		}
		s = s[2:]
		if v > 255 {
			return 0, false, "", ErrSyntax
		}
		value = v
	case '\\':
		value = '\\'
	case '\'', '"':
		if c != quote {
			return 0, false, "", ErrSyntax
		}
		value = rune(c)
	default:
		return 0, false, "", ErrSyntax
	}
	return value, multibyte, s, nil
}

// QuotedPrefix returns the quoted string literal ("...", '...' or `...`) at the start of s,
// as it is written, or ErrSyntax when s does not start with a valid one.
func QuotedPrefix(s string) (string, error) {
	n, _, err := scanQuoted(nil, s, false)
	if err != nil {
		return "", err
	}
	return s[:n], nil
}

// Unquote interprets s as a quoted Go string literal ("...", '...' for one character, or
// `...`) and returns the value it denotes. A literal without escapes gives a substring of s;
// one with escapes is decoded into dst's memory (its capacity must be at least len(s)), and
// the result shares it.
func Unquote(dst []byte, s string) (string, error) {
	n, out, err := scanQuoted(dst[:0], s, true)
	if err != nil {
		return "", err
	}
	if n != len(s) {
		return "", ErrSyntax
	}
	return out, nil
}

// scanQuoted reads the literal at the start of in and returns its length and, when unescape
// is set, its value (decoded into buf when it has escapes).
func scanQuoted(buf []byte, in string, unescape bool) (int, string, error) {
	if len(in) < 2 {
		return 0, "", ErrSyntax
	}
	quote := in[0]
	end := -1
	for i := 1; i < len(in); i++ {
		if in[i] == quote {
			end = i + 1
			break
		}
	}
	if end < 0 {
		return 0, "", ErrSyntax
	}
	switch quote {
	case '`':
		body := in[1 : end-1]
		if !unescape {
			return end, "", nil
		}
		cr := false
		for i := 0; i < len(body); i++ {
			if body[i] == '\r' {
				cr = true
				break
			}
		}
		if !cr {
			return end, body, nil
		}
		for i := 0; i < len(body); i++ {
			if body[i] != '\r' {
				buf = append(buf, body[i])
			}
		}
		return end, view(buf), nil
	case '"', '\'':
		plain := true
		for i := 0; i < end; i++ {
			if in[i] == '\\' || in[i] == '\n' {
				plain = false
				break
			}
		}
		if plain {
			body := in[1 : end-1]
			valid := false
			if quote == '"' {
				valid = utf8.ValidString(body)
			} else {
				r, n := utf8.DecodeRuneInString(body)
				valid = 1+n+1 == end && (r != utf8.RuneError || n != 1)
			}
			if valid {
				return end, body, nil
			}
		}
		rest := in[1:]
		for len(rest) > 0 && rest[0] != quote {
			r, multibyte, tail, err := UnquoteChar(rest, quote)
			if rest[0] == '\n' || err != nil {
				return 0, "", ErrSyntax
			}
			rest = tail
			if unescape {
				if r < utf8.RuneSelf || !multibyte {
					buf = append(buf, byte(r))
				} else {
					buf = utf8.AppendRune(buf, r)
				}
			}
			if quote == '\'' {
				break
			}
		}
		if !(len(rest) > 0 && rest[0] == quote) {
			return 0, "", ErrSyntax
		}
		n := len(in) - len(rest) + 1
		return n, view(buf), nil
	}
	return 0, "", ErrSyntax
}

// IsPrint reports whether r is printable as Go defines it: unicode.IsPrint (letters, marks,
// numbers, punctuation, symbols and the ASCII space).
func IsPrint(r rune) bool {
	if r < utf8.RuneSelf {
		return 0x20 <= r && r < 0x7F
	}
	return unicode.IsPrint(r)
}

// IsGraphic reports whether r is graphic (unicode.IsGraphic): IsPrint or a Unicode space.
func IsGraphic(r rune) bool {
	return unicode.IsGraphic(r)
}
