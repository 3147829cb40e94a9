package strconv

// IntSize is the size in bits of an int or uint value.
const IntSize = 32 << (^uint(0) >> 63)

// lower folds an ASCII letter to lower case (other bytes come out changed but never as a
// letter they were not).
func lower(c byte) byte { return c | 0x20 }

// ParseUint interprets s as an unsigned integer in the given base (0, or 2 to 36) and fits
// it into bitSize bits (0 means IntSize; 8, 16, 32 and 64 are the others). With base 0 the
// base comes from s's prefix: "0b" 2, "0o" or "0" 8, "0x" 16, otherwise 10, and underscores
// may separate digits as in Go literals. No sign is allowed.
//
// Errors: ErrSyntax for an empty or malformed s; ErrRange when the value does not fit (the
// result is then the largest value of bitSize bits); a bad base or bit size (ErrBase,
// ErrBitSize).
func ParseUint(s string, base int, bitSize int) (uint64, error) {
	const fn = "ParseUint"
	if s == "" {
		return 0, syntaxError(fn, s)
	}
	base0 := base == 0
	s0 := s
	switch {
	case 2 <= base && base <= 36:
	case base == 0:
		base = 10
		if s[0] == '0' {
			switch {
			case len(s) >= 3 && lower(s[1]) == 'b':
				base = 2
				s = s[2:]
			case len(s) >= 3 && lower(s[1]) == 'o':
				base = 8
				s = s[2:]
			case len(s) >= 3 && lower(s[1]) == 'x':
				base = 16
				s = s[2:]
			default:
				base = 8
				s = s[1:]
			}
		}
	default:
		return 0, baseError(fn, s0, base)
	}
	if bitSize == 0 {
		bitSize = IntSize
	} else if bitSize < 0 || bitSize > 64 {
		return 0, bitSizeError(fn, s0, bitSize)
	}

	// cutoff is the smallest number such that cutoff*base overflows 64 bits. It is
	// (2^64-1)/base + 1, not 2^64/base + 1: the two differ when base divides 2^64 (2, 4, 8,
	// 16, 32), and with the latter 0x10000000000000000 wrapped to 0 instead of overflowing.
	const maxUint64 = 1<<64 - 1
	var cutoff uint64
	switch base {
	case 10:
		cutoff = maxUint64/10 + 1
	case 16:
		cutoff = maxUint64/16 + 1
	default:
		cutoff = maxUint64/uint64(base) + 1
	}
	maxVal := uint64(1)<<uint(bitSize) - 1

	underscores := false
	var n uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d byte
		switch {
		case c == '_' && base0:
			underscores = true
			continue
		case '0' <= c && c <= '9':
			d = c - '0'
		case 'a' <= lower(c) && lower(c) <= 'z':
			d = lower(c) - 'a' + 10
		default:
			return 0, syntaxError(fn, s0)
		}
		if d >= byte(base) {
			return 0, syntaxError(fn, s0)
		}
		if n >= cutoff {
			return maxVal, rangeError(fn, s0)
		}
		n *= uint64(base)
		n1 := n + uint64(d)
		if n1 < n || n1 > maxVal {
			return maxVal, rangeError(fn, s0)
		}
		n = n1
	}
	if underscores && !underscoreOK(s0) {
		return 0, syntaxError(fn, s0)
	}
	return n, nil
}

// ParseInt interprets s as a signed integer in the given base (0, or 2 to 36) and fits it
// into bitSize bits (0 means IntSize). s may start with "+" or "-"; the rest is read as
// ParseUint reads it. Out of range, the result is the limit of bitSize bits on s's side,
// with ErrRange.
func ParseInt(s string, base int, bitSize int) (i int64, err error) {
	const fn = "ParseInt"
	if s == "" {
		return 0, syntaxError(fn, s)
	}
	s0 := s
	neg := false
	if s[0] == '+' {
		s = s[1:]
	} else if s[0] == '-' {
		neg = true
		s = s[1:]
	}
	un, err := ParseUint(s, base, bitSize)
	if err != nil && !isRange(err) {
		return 0, reFunc(err, fn, s0)
	}
	if bitSize == 0 {
		bitSize = IntSize
	}
	cutoff := uint64(1) << uint(bitSize-1)
	if !neg && un >= cutoff {
		return int64(cutoff - 1), rangeError(fn, s0)
	}
	if neg && un > cutoff {
		return -int64(cutoff), rangeError(fn, s0)
	}
	n := int64(un)
	if neg {
		n = -n
	}
	return n, nil
}

// Atoi is ParseInt(s, 10, 0) converted to int, with a fast path for short decimal input.
func Atoi(s string) (int, error) {
	const fn = "Atoi"
	n := len(s)
	if 0 < n && n < 19 {
		// At most 18 digits: no overflow in 64 bits.
		s0 := s
		if s[0] == '-' || s[0] == '+' {
			if n == 1 {
				return 0, syntaxError(fn, s0)
			}
			s = s[1:]
		}
		v := 0
		for i := 0; i < len(s); i++ {
			d := s[i] - '0'
			if d > 9 {
				return 0, syntaxError(fn, s0)
			}
			v = v*10 + int(d)
		}
		if s0[0] == '-' {
			v = -v
		}
		return v, nil
	}
	i64, err := ParseInt(s, 10, 0)
	if err != nil {
		err = reFunc(err, fn, s)
	}
	return int(i64), err
}

// underscoreOK reports whether the underscores in s are placed as Go's number literals
// allow: only between digits, or between a base prefix and a digit.
func underscoreOK(s string) bool {
	// prev is the class of the previous character: 's' start, 'd' digit or base prefix,
	// '_' underscore, 'x' anything else.
	prev := byte('s')
	i := 0
	if len(s) >= 1 && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	hex := false
	if len(s) >= 2 && s[0] == '0' && (lower(s[1]) == 'b' || lower(s[1]) == 'o' || lower(s[1]) == 'x') {
		i = 2
		prev = 'd'
		hex = lower(s[1]) == 'x'
	}
	for ; i < len(s); i++ {
		c := s[i]
		if '0' <= c && c <= '9' || hex && 'a' <= lower(c) && lower(c) <= 'f' {
			prev = 'd'
			continue
		}
		if c == '_' {
			if prev != 'd' {
				return false
			}
			prev = '_'
			continue
		}
		if prev == '_' {
			return false
		}
		prev = 'x'
	}
	return prev != '_'
}
