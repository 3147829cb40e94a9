// Held-out acceptance program: integer formatting by hand into caller buffers: any base from 2
// to 36, the most negative int64, unsigned values, zero padding, thousands separators, and a
// parser that reports overflow, checked against the builtin println output.
package main

const digits = "0123456789abcdefghijklmnopqrstuvwxyz"

func formatUint(buf []byte, u uint64, base int) []byte {
	i := len(buf)
	b := uint64(base)
	for u >= b {
		i--
		buf[i] = digits[u%b]
		u /= b
	}
	i--
	buf[i] = digits[u]
	return buf[i:]
}

func formatInt(buf []byte, v int64, base int) []byte {
	if v >= 0 {
		return formatUint(buf, uint64(v), base)
	}
	s := formatUint(buf[1:], uint64(-v), base) // -MinInt64 wraps to itself; as uint64 it is right
	start := len(buf) - len(s) - 1
	buf[start] = '-'
	return buf[start:]
}

func pad(dst []byte, s []byte, width int, fill byte) []byte {
	dst = dst[:0]
	for n := width - len(s); n > 0; n-- {
		dst = append(dst, fill)
	}
	return append(dst, s...)
}

func group(dst []byte, s []byte) []byte {
	dst = dst[:0]
	neg := len(s) > 0 && s[0] == '-'
	if neg {
		dst = append(dst, '-')
		s = s[1:]
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, c)
	}
	return dst
}

func parseInt(s string, base int) (v int64, ok bool) {
	if s == "" {
		return 0, false
	}
	neg := false
	switch s[0] {
	case '-':
		neg = true
		fallthrough
	case '+':
		s = s[1:]
	}
	var u uint64
	const cutoff = 1 << 63
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d int
		switch {
		case '0' <= c && c <= '9':
			d = int(c - '0')
		case 'a' <= c && c <= 'z':
			d = int(c-'a') + 10
		default:
			return 0, false
		}
		if d >= base {
			return 0, false
		}
		if u > (cutoff+uint64(base)-1)/uint64(base) {
			return 0, false
		}
		u = u*uint64(base) + uint64(d)
		if u > cutoff || (!neg && u == cutoff) {
			return 0, false
		}
	}
	if neg {
		return -int64(u), true
	}
	return int64(u), true
}

func main() {
	var buf [72]byte
	var out [96]byte
	values := [...]int64{0, 7, -7, 255, -256, 1_000_000, 9223372036854775807, -9223372036854775808}
	for _, v := range values {
		print(v, ":")
		for _, base := range []int{2, 8, 10, 16, 36} {
			print(" ", string(formatInt(buf[:], v, base)))
		}
		println()
		dec := formatInt(buf[:], v, 10)
		println("  grouped", string(group(out[:], dec)))
	}

	println(string(formatUint(buf[:], 18446744073709551615, 10)), uint64(18446744073709551615))
	var buf2 [64]byte
	println(string(formatUint(buf[:], 1<<64-1, 16)), string(formatUint(buf2[:], 1<<63, 2)))
	for _, w := range []int{1, 5, 12} {
		s := formatInt(buf[:], 4242, 10)
		println("[" + string(pad(out[:], s, w, '0')) + "]")
	}
	for _, in := range []string{"123", "-0", "+42", "ff", "-9223372036854775808",
		"9223372036854775807", "9223372036854775808", "-9223372036854775809", "12a", "", "-"} {
		v, ok := parseInt(in, 10)
		h, okh := parseInt(in, 16)
		println("parse", in, v, ok, "hex", h, okh)
	}

	// println must agree with our formatting for a range of int8 and uint16 values.
	mismatch := 0
	for i := -128; i < 128; i++ {
		x := int8(i)
		v, ok := parseInt(string(formatInt(buf[:], int64(x), 10)), 10)
		if !ok || v != int64(x) {
			mismatch++
		}
	}
	var u16 uint16 = 65535
	u16++
	lowest := int8(-128)
	println("mismatches:", mismatch, "wrapped u16:", u16, lowest-1 == 127, -lowest)
}
