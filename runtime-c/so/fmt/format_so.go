//go:build solod

package fmt

import (
	"unsafe"

	"solod.dev/so/strconv"
	"solod.dev/so/unicode/utf8"
)

// The formatting of one operand once its verb is known: padding to a width, numbers, strings,
// characters, quoting. Every method writes to the printer's output.

const (
	lowerDigits = "0123456789abcdefx"
	upperDigits = "0123456789ABCDEFX"
)

// flags are the flags, width and precision of the verb being printed.
type flags struct {
	widPresent  bool
	precPresent bool
	minus       bool
	plus        bool
	sharp       bool
	space       bool
	zero        bool
	// %+v and %#v set these and clear plus and sharp: they are formats of their own.
	plusV  bool
	sharpV bool

	wid  int
	prec int
}

// writePadding writes n bytes of padding: zeros when the zero flag asks for them on the left,
// spaces otherwise.
func (p *pp) writePadding(n int) {
	if n <= 0 {
		return
	}
	c := byte(' ')
	if p.f.zero && !p.f.minus {
		c = '0'
	}
	p.writeRepeat(c, n)
}

// pad writes b padded to the width with spaces (or zeros), on the left unless the minus flag
// is set.
func (p *pp) pad(b []byte) {
	if !p.f.widPresent || p.f.wid == 0 {
		p.write(b)
		return
	}
	n := p.f.wid - utf8.RuneCount(b)
	if p.f.minus {
		p.write(b)
		p.writePadding(n)
	} else {
		p.writePadding(n)
		p.write(b)
	}
}

// padString is pad of a string.
func (p *pp) padString(s string) {
	if !p.f.widPresent || p.f.wid == 0 {
		p.writeString(s)
		return
	}
	n := p.f.wid - utf8.RuneCountInString(s)
	if p.f.minus {
		p.writeString(s)
		p.writePadding(n)
	} else {
		p.writePadding(n)
		p.writeString(s)
	}
}

// padNoZero pads b with spaces whatever the zero flag says.
func (p *pp) padNoZero(b []byte) {
	zero := p.f.zero
	p.f.zero = false
	p.pad(b)
	p.f.zero = zero
}

func (p *pp) fmtBoolean(v bool) {
	if v {
		p.padString("true")
	} else {
		p.padString("false")
	}
}

// fmtUnicode writes u as U+0078, or with the sharp flag as U+0078 'x' when it is printable.
func (p *pp) fmtUnicode(u uint64) {
	// The hexadecimal digits: at least 4, or the precision.
	var hex [16]byte
	i := len(hex)
	for x := u; ; x >>= 4 {
		i--
		hex[i] = upperDigits[x&0xF]
		if x < 16 {
			break
		}
	}
	digits := 4
	if p.f.precPresent && p.f.prec > 4 {
		digits = p.f.prec
	}
	zeros := digits - (len(hex) - i)
	if zeros < 0 {
		zeros = 0
	}
	var tail [8]byte
	t := 0
	if p.f.sharp && u <= utf8.MaxRune && strconv.IsPrint(rune(u)) {
		tail[0] = ' '
		tail[1] = '\''
		t = 2 + utf8.EncodeRune(tail[2:], rune(u))
		tail[t] = '\''
		t++
	}
	// The width counts runes: U, +, the digits, and the tail's.
	left, right := p.padding(2 + zeros + len(hex) - i + utf8.RuneCount(tail[:t]))
	p.writeRepeat(' ', left)
	p.writeString("U+")
	p.writeRepeat('0', zeros)
	p.write(hex[i:])
	p.write(tail[:t])
	p.writeRepeat(' ', right)
}

// padding returns the spaces to write before and after a text of width runes, padded with
// spaces (never zeros) to the width.
func (p *pp) padding(width int) (left, right int) {
	if !p.f.widPresent || p.f.wid <= width {
		return 0, 0
	}
	if p.f.minus {
		return 0, p.f.wid - width
	}
	return p.f.wid - width, 0
}

// fmtInt writes the integer u (signed: as an int64) in base 2, 8, 10 or 16, with the
// precision's or the zero flag's leading zeros, the sign or the space or plus flag, the
// sharp flag's prefix (0b, 0, 0x) and %O's 0o, padded to the width with spaces.
func (p *pp) fmtInt(u uint64, base int, isSigned bool, verb rune, digits string) {
	negative := isSigned && int64(u) < 0
	if negative {
		u = -u
	}
	if base == 10 && !p.f.widPresent && !p.f.precPresent && !p.f.plus && !p.f.space {
		// The common case: the digits and the sign, written in place when they fit.
		p.fmtDecimal(u, negative)
		return
	}
	// The number of digits the precision or the zero flag asks for.
	prec := 0
	if p.f.precPresent {
		prec = p.f.prec
		// A precision of 0 prints nothing for 0, but the padding.
		if prec == 0 && u == 0 {
			zero := p.f.zero
			p.f.zero = false
			p.writePadding(p.f.wid)
			p.f.zero = zero
			return
		}
	} else if p.f.zero && !p.f.minus && p.f.widPresent {
		prec = p.f.wid
		if negative || p.f.plus || p.f.space {
			prec-- // room for the sign
		}
	}
	// The digits, then the zeros and the prefix before them, from the right of buf; zeros
	// that do not fit in buf are written by themselves.
	var buf [72]byte
	i := len(buf)
	switch base {
	case 10:
		for u >= 10 {
			i--
			q := u / 10
			buf[i] = byte('0' + u - q*10)
			u = q
		}
	case 16:
		for u >= 16 {
			i--
			buf[i] = digits[u&0xF]
			u >>= 4
		}
	case 8:
		for u >= 8 {
			i--
			buf[i] = byte('0' + u&7)
			u >>= 3
		}
	case 2:
		for u >= 2 {
			i--
			buf[i] = byte('0' + u&1)
			u >>= 1
		}
	}
	i--
	buf[i] = digits[u]
	zeros := prec - (len(buf) - i)
	if zeros < 0 {
		zeros = 0
	}
	// The sharp flag's 0 of octal is not needed when the number starts with one.
	octalZero := p.f.sharp && base == 8 && zeros == 0 && buf[i] != '0'
	inBuf := 0 // zeros written into buf
	if zeros <= i-8 {
		for inBuf < zeros {
			i--
			buf[i] = '0'
			inBuf++
		}
	}
	j := i // the prefix starts at buf[j]
	if p.f.sharp {
		switch base {
		case 2:
			j -= 2
			buf[j] = '0'
			buf[j+1] = 'b'
		case 8:
			if octalZero {
				j--
				buf[j] = '0'
			}
		case 16:
			j -= 2
			buf[j] = '0'
			buf[j+1] = digits[16]
		}
	}
	if verb == 'O' {
		j -= 2
		buf[j] = '0'
		buf[j+1] = 'o'
	}
	if negative {
		j--
		buf[j] = '-'
	} else if p.f.plus {
		j--
		buf[j] = '+'
	} else if p.f.space {
		j--
		buf[j] = ' '
	}
	left, right := p.padding(len(buf) - j + zeros - inBuf)
	p.writeRepeat(' ', left)
	if inBuf == zeros {
		p.writeString(unsafe.String(&buf[j], len(buf)-j))
	} else {
		p.writeString(unsafe.String(&buf[j], i-j))
		p.writeRepeat('0', zeros)
		p.writeString(unsafe.String(&buf[i], len(buf)-i))
	}
	p.writeRepeat(' ', right)
}

// fmtDecimal writes u in decimal, after a minus sign when negative.
func (p *pp) fmtDecimal(u uint64, negative bool) {
	var buf [24]byte
	i := len(buf)
	for u >= 10 {
		i--
		q := u / 10
		buf[i] = byte('0' + u - q*10)
		u = q
	}
	i--
	buf[i] = byte('0' + u)
	if negative {
		i--
		buf[i] = '-'
	}
	// As a string: passed in registers, where a slice goes through memory.
	p.writeString(unsafe.String(&buf[i], len(buf)-i))
}

// truncateString cuts s to the precision, counted in runes.
func (p *pp) truncateString(s string) string {
	if p.f.precPresent {
		n := p.f.prec
		for i := range s {
			n--
			if n < 0 {
				return s[:i]
			}
		}
	}
	return s
}

// truncateBytes cuts b to the precision, counted in runes.
func (p *pp) truncateBytes(b []byte) []byte {
	if p.f.precPresent {
		n := p.f.prec
		for i := 0; i < len(b); {
			n--
			if n < 0 {
				return b[:i]
			}
			_, w := utf8.DecodeRune(b[i:])
			i += w
		}
	}
	return b
}

func (p *pp) fmtS(s string) {
	p.padString(p.truncateString(s))
}

func (p *pp) fmtBs(b []byte) {
	p.pad(p.truncateBytes(b))
}

// fmtSbx writes the bytes of s (or of b when it is not nil) as hexadecimal: two digits each,
// up to the precision, with the sharp flag's 0x before all of them (before each of them with
// the space flag too), separated by spaces with the space flag.
func (p *pp) fmtSbx(s string, b []byte, digits string) {
	length := len(b)
	if b == nil {
		length = len(s)
	}
	if p.f.precPresent && p.f.prec < length {
		length = p.f.prec
	}
	width := 2 * length
	if width > 0 {
		if p.f.space {
			if p.f.sharp {
				width *= 2
			}
			width += length - 1
		} else if p.f.sharp {
			width += 2
		}
	} else {
		if p.f.widPresent {
			p.writePadding(p.f.wid)
		}
		return
	}
	if p.f.widPresent && p.f.wid > width && !p.f.minus {
		p.writePadding(p.f.wid - width)
	}
	// The encoding, in chunks through a buffer.
	var chunk [128]byte
	k := 0
	if p.f.sharp {
		chunk[0] = '0'
		chunk[1] = digits[16]
		k = 2
	}
	for i := 0; i < length; i++ {
		if k > len(chunk)-6 {
			p.writeString(unsafe.String(&chunk[0], k))
			k = 0
		}
		if p.f.space && i > 0 {
			chunk[k] = ' '
			k++
			if p.f.sharp {
				chunk[k] = '0'
				chunk[k+1] = digits[16]
				k += 2
			}
		}
		var c byte
		if b != nil {
			c = b[i]
		} else {
			c = s[i]
		}
		chunk[k] = digits[c>>4]
		chunk[k+1] = digits[c&0xF]
		k += 2
	}
	p.writeString(unsafe.String(&chunk[0], k))
	if p.f.widPresent && p.f.wid > width && p.f.minus {
		p.writePadding(p.f.wid - width)
	}
}

// fmtQ writes s as a double-quoted Go string (ASCII only with the plus flag), or with the
// sharp flag backquoted when it can be.
func (p *pp) fmtQ(s string) {
	s = p.truncateString(s)
	if p.f.sharp && strconv.CanBackquote(s) {
		if !p.f.widPresent || p.f.wid == 0 {
			p.writeByte('`')
			p.writeString(s)
			p.writeByte('`')
			return
		}
		left, right := p.padding(utf8.RuneCountInString(s) + 2)
		p.writePadding(left)
		p.writeByte('`')
		p.writeString(s)
		p.writeByte('`')
		p.writePadding(right)
		return
	}
	// A quoted string takes at most 4 bytes per byte of s (\xff) and the quotes.
	var small [256]byte
	var buf []byte
	if 4*len(s)+2 <= len(small) {
		buf = small[:0]
	} else {
		buf = make([]byte, 0, 4*len(s)+2)
	}
	if p.f.plus {
		p.pad(strconv.AppendQuoteToASCII(buf, s))
	} else {
		p.pad(strconv.AppendQuote(buf, s))
	}
}

// fmtC writes c as the UTF-8 encoding of a rune (U+FFFD when it is not one).
func (p *pp) fmtC(c uint64) {
	r := rune(c)
	if c > utf8.MaxRune {
		r = utf8.RuneError
	}
	var buf [utf8.UTFMax]byte
	n := utf8.EncodeRune(buf[:], r)
	p.pad(buf[:n])
}

// fmtQc writes c as a single-quoted Go character (ASCII only with the plus flag).
func (p *pp) fmtQc(c uint64) {
	r := rune(c)
	if c > utf8.MaxRune {
		r = utf8.RuneError
	}
	var buf [16]byte
	if p.f.plus {
		p.pad(strconv.AppendQuoteRuneToASCII(buf[:0], r))
	} else {
		p.pad(strconv.AppendQuoteRune(buf[:0], r))
	}
}

// fmtFloat writes v (of size 32 or 64 bits) in strconv's format verb with the precision (or
// prec when none is given), with Go's rules for signs, the space flag, zero padding, infinities
// and NaN, and the sharp flag's decimal point and trailing zeros.
func (p *pp) fmtFloat(v float64, size int, verb rune, prec int) {
	if p.f.precPresent {
		prec = p.f.prec
	}
	// num[0] is the sign: '+' unless strconv writes one. Room for the longest %f of a float64
	// (a sign, 309 integer digits, a point and the precision's digits) and the exponents.
	var small [96]byte
	var buf []byte
	if fitsSmall(v, verb, prec) {
		buf = small[:1]
	} else {
		need := 1 + 330 + 16
		if prec > 0 {
			need += prec
		}
		buf = make([]byte, 1, need)
	}
	num := strconv.AppendFloat(buf, v, byte(verb), prec, size)
	if num[1] == '-' || num[1] == '+' {
		num = num[1:]
	} else {
		num[0] = '+'
	}
	if p.f.space && num[0] == '+' && !p.f.plus {
		num[0] = ' '
	}
	// Infinities and NaN are not padded with zeros; NaN has no sign unless asked for.
	if num[1] == 'I' || num[1] == 'N' {
		if num[1] == 'N' && !p.f.space && !p.f.plus {
			num = num[1:]
		}
		p.padNoZero(num)
		return
	}
	// The sharp flag keeps a decimal point and the trailing zeros (%g drops them).
	if p.f.sharp && verb != 'b' {
		digits := 0
		switch verb {
		case 'v', 'g', 'G', 'x':
			digits = prec
			if digits == -1 {
				digits = 6
			}
		}
		// The exponent, moved out and put back after the zeros.
		var tailBuf [8]byte
		tail := tailBuf[:0]
		hasPoint := false
		sawNonzero := false
		for i := 1; i < len(num); i++ {
			c := num[i]
			if c == '.' {
				hasPoint = true
				continue
			}
			if c == 'p' || c == 'P' || (c == 'e' || c == 'E') && verb != 'x' && verb != 'X' {
				tail = append(tail, num[i:]...)
				num = num[:i]
				break
			}
			if c != '0' {
				sawNonzero = true
			}
			if sawNonzero {
				digits--
			}
		}
		// num's spare capacity holds the point and the zeros: grow it through a copy when the
		// small buffer is too short.
		extra := 1 + digits + len(tail)
		if extra < 1 {
			extra = 1
		}
		if cap(num)-len(num) < extra {
			bigger := make([]byte, len(num), len(num)+extra)
			copy(bigger, num)
			num = bigger
		}
		if !hasPoint {
			if len(num) == 2 && num[1] == '0' {
				digits--
			}
			num = append(num, '.')
		}
		for digits > 0 {
			num = append(num, '0')
			digits--
		}
		num = append(num, tail...)
	}
	if p.f.plus || num[0] != '+' {
		// Zero padding goes after the sign.
		if p.f.zero && !p.f.minus && p.f.widPresent && p.f.wid > len(num) {
			p.writeByte(num[0])
			p.writePadding(p.f.wid - len(num))
			p.write(num[1:])
			return
		}
		p.pad(num)
		return
	}
	p.pad(num[1:])
}

// fitsSmall reports whether strconv's text of v in format verb with precision prec takes at most
// 90 bytes: no more than 60 digits after the point, and for %f a number whose integer part
// has at most 40 digits and, in shortest form, at most 30 zeros after the point.
func fitsSmall(v float64, verb rune, prec int) bool {
	if verb != 'f' {
		return prec <= 60
	}
	if v < 0 {
		v = -v
	}
	if prec >= 0 {
		return prec <= 40 && v < 1e40
	}
	return v == 0 || v > 1e-30 && v < 1e40
}
